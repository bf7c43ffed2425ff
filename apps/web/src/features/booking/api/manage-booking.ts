import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancelBookingInput,
  ManagedBooking,
  RescheduleBookingInput,
} from '@lexbridge/shared/schemas/booking-manage';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

const url = (token: string, action = '') =>
  `/api/bookings/manage/${encodeURIComponent(token)}${action}`;

/** The API path of the link's booking (its free times to move to are asked under it). */
export const manageApiPath = (token: string) => url(token);

/** The page a manage link opens (before the language prefix). */
export const managePagePath = (token: string) => `/booking/manage/${encodeURIComponent(token)}`;

/** The consultation's calendar file, to download. */
export const calendarFileUrl = (token: string) => url(token, '/calendar');

/** The consultation a manage link opens, and what may still be done with it. */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: bookingKeys.managed(token),
    queryFn: () => apiRequest<ManagedBooking>(url(token)),
    retry: false,
  });
}

/** Moving or cancelling answers the booking as it now is; the page shows it at once. */
function useManageAction<Input>(token: string, action: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) =>
      apiRequest<ManagedBooking>(url(token, action), { method: 'POST', body }),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.managed(token), booking);
      return client.invalidateQueries({ queryKey: bookingKeys.availability });
    },
  });
}

export const useRescheduleBooking = (token: string) =>
  useManageAction<RescheduleBookingInput>(token, '/reschedule');
export const useCancelBooking = (token: string) =>
  useManageAction<CancelBookingInput>(token, '/cancel');
