import { useMutation } from '@tanstack/react-query';
import type { CheckoutRedirect } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

export type TestCheckoutOutcome = 'pay' | 'cancel';

/** Pays or cancels a test checkout; answers with where the visitor goes next. */
export const updateTestCheckout = (sessionId: string, outcome: TestCheckoutOutcome) =>
  apiRequest<CheckoutRedirect>(`/api/checkout/test/${sessionId}/${outcome}`, { method: 'POST' });

export function useUpdateTestCheckout(sessionId: string, outcome: TestCheckoutOutcome) {
  return useMutation({ mutationFn: () => updateTestCheckout(sessionId, outcome) });
}
