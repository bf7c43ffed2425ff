import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutRedirect, TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

export function useTestCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: () => apiRequest<TestCheckoutSession>(`/api/checkout/test/${sessionId}`),
    retry: false,
  });
}

export function useTestCheckoutAction(sessionId: string, action: 'pay' | 'cancel') {
  return useMutation({
    mutationFn: () =>
      apiRequest<CheckoutRedirect>(`/api/checkout/test/${sessionId}/${action}`, { method: 'POST' }),
  });
}
