import { useMutation } from '@tanstack/react-query';
import type { InvoiceCheckout } from '@lexbridge/shared/schemas/invoices';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/invoices/:id/checkout: where the client pays an open invoice (the payment provider's
 * page). The server refuses (409) an invoice that is no longer owed.
 */
export const startInvoiceCheckout = (id: string) =>
  apiRequest<InvoiceCheckout>(`/api/invoices/${encodeURIComponent(id)}/checkout`, {
    method: 'POST',
  });

export function useStartInvoiceCheckout() {
  return useMutation({ mutationFn: startInvoiceCheckout });
}
