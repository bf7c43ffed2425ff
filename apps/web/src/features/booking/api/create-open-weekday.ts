import type { EnableWeekdayResult } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

/** Opens a weekday (0 = Sunday) for bookings with the default times. */
export const createOpenWeekday = (dayOfWeek: number) =>
  apiRequest<EnableWeekdayResult>('/api/admin/availability/weekdays', {
    method: 'POST',
    body: { dayOfWeek },
  });

export const useCreateOpenWeekday = () => useCalendarMutation(createOpenWeekday);
