import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, CreateInvoiceInput } from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';
import { adminInvoiceKeys } from './keys';

/**
 * POST /api/admin/invoices. The amount goes as the text typed: the server reads it in the
 * request's language (sent by the API client), exactly as the form checked it.
 */
export const createInvoice = (input: CreateInvoiceInput) =>
  apiRequest<AdminInvoice>('/api/admin/invoices', { method: 'POST', body: input });

export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => client.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}
