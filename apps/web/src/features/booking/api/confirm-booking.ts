import { useQuery } from '@tanstack/react-query';
import type { ConfirmBookingResponse } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

export const confirmBooking = (sessionId: string) =>
  apiRequest<ConfirmBookingResponse>('/api/bookings/confirm', {
    method: 'POST',
    body: { sessionId },
  });

/** The success page confirms once per session id (the server side is idempotent anyway). */
export function useConfirmBooking(sessionId: string | null) {
  return useQuery({
    queryKey: ['booking-confirmation', sessionId],
    queryFn: () => confirmBooking(sessionId!),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Infinity,
  });
}
