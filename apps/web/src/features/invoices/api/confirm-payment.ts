import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicePaymentResult } from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';
import { matterKeys } from '../../matters';
import { invoiceKeys } from './keys';

/**
 * POST /api/invoices/payments/confirm: back from the checkout, the server checks with the payment
 * provider that the session was paid (402 when it was not) and marks the invoice paid.
 */
export const confirmInvoicePayment = (sessionId: string) =>
  apiRequest<InvoicePaymentResult>('/api/invoices/payments/confirm', {
    method: 'POST',
    body: { sessionId },
  });

export function useConfirmInvoicePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmInvoicePayment,
    // The lists, the dashboard card and a matter's open-invoice count all change with it.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.all }),
        client.invalidateQueries({ queryKey: matterKeys.all }),
      ]),
  });
}
