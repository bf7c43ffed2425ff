import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** The built-in test checkout's session: what is being paid for. */
export const getTestCheckout = (sessionId: string) =>
  apiRequest<TestCheckoutSession>(`/api/checkout/test/${sessionId}`);

export const getTestCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: bookingKeys.testCheckout(sessionId),
    queryFn: () => getTestCheckout(sessionId),
    retry: false,
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(getTestCheckoutQueryOptions(sessionId));
}
