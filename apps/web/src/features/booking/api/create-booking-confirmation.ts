import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmBookingResponse } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** Confirms the paid booking of a checkout session and answers with the consultation booked. */
export const createBookingConfirmation = (sessionId: string) =>
  apiRequest<ConfirmBookingResponse>('/api/bookings/confirm', {
    method: 'POST',
    body: { sessionId },
  });

/** The success page confirms once per session id (the server side is idempotent anyway). */
export const getBookingConfirmationQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: bookingKeys.confirmation(sessionId),
    queryFn: () => createBookingConfirmation(sessionId!),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
  });

export function useBookingConfirmation(sessionId: string | null) {
  return useQuery(getBookingConfirmationQueryOptions(sessionId));
}
