import { useQuery } from '@tanstack/react-query';
import type { BookingPolicy } from '@lexbridge/shared/schemas/booking-manage';
import { apiRequest } from '../../../lib/api-client';

/** The firm's cancellation policy, as it applies to a booking made now. */
export function useBookingPolicy() {
  return useQuery({
    queryKey: ['booking-policy'],
    queryFn: () => apiRequest<BookingPolicy>('/api/bookings/policy'),
    staleTime: 5 * 60_000,
  });
}
