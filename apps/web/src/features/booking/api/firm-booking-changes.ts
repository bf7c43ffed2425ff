import type {
  AdminCancelBookingInput,
  RescheduleBookingInput,
} from '@lexbridge/shared/schemas/booking-manage';
import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

/** The API path of a paid consultation the firm moves or cancels. */
export const firmBookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** The firm moves a consultation; the calendar and the visitors' free times are read again. */
export const useFirmReschedule = (id: string) =>
  useCalendarMutation((input: RescheduleBookingInput) =>
    apiRequest<void>(`${firmBookingPath(id)}/reschedule`, { method: 'POST', body: input }),
  );

/** The firm cancels a consultation, with or without a refund. */
export const useFirmCancel = (id: string) =>
  useCalendarMutation((input: AdminCancelBookingInput) =>
    apiRequest<void>(`${firmBookingPath(id)}/cancel`, { method: 'POST', body: input }),
  );
