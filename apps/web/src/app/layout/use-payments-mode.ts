import { useQuery } from '@tanstack/react-query';
import { paymentsModeQueryKey, type PaymentsMode } from '@lexbridge/shared/schemas/payments';
import { apiRequest } from '../../lib/api-client';

/** Whether the site takes no real payment on purpose; the server's rendered pages bring it along. */
export function usePaymentsMode() {
  return useQuery({
    queryKey: paymentsModeQueryKey,
    queryFn: () => apiRequest<PaymentsMode>('/api/payments/mode'),
    // Set by the server's configuration: it changes only with a restart.
    staleTime: Infinity,
  });
}
