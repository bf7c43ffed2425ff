import { apiRequest } from '../../../lib/api-client';

/** Frees the held slot when the visitor comes back from checkout without paying. */
export const deleteBookingHold = (bookingId: string) =>
  apiRequest<void>('/api/bookings/cancel', { method: 'POST', body: { bookingId } });
