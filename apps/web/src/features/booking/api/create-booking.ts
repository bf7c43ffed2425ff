import { useMutation } from '@tanstack/react-query';
import type { CheckoutRedirect, CreateBookingInput } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

export const createBooking = (input: CreateBookingInput) =>
  apiRequest<CheckoutRedirect>('/api/bookings', { method: 'POST', body: input });

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
