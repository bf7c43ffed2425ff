import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, InvoiceStatus } from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';
import { adminInvoiceKeys } from './keys';

/** PATCH /api/admin/invoices/:id/status: the firm may set any status. */
export const updateInvoiceStatus = ({ id, status }: { id: string; status: InvoiceStatus }) =>
  apiRequest<AdminInvoice>(`/api/admin/invoices/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
  });

export function useUpdateInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    // A changed status may move the invoice out of a filtered list: every list reads again.
    onSuccess: () => client.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}
