import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRedirect, CreateBookingInput } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** Holds the slot and answers with the checkout page to pay on. */
export const createBooking = (input: CreateBookingInput) =>
  apiRequest<CheckoutRedirect>('/api/bookings', { method: 'POST', body: input });

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // A refusal usually means the time was taken meanwhile: show the times as they are now.
    onError: () => void client.invalidateQueries({ queryKey: bookingKeys.availability }),
  });
}
