import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

/** Opens a public holiday for consultations (every holiday starts closed). */
export const reopenHoliday = (date: string) =>
  apiRequest<{ date: string; reopened: true }>('/api/admin/holidays', {
    method: 'POST',
    body: { date },
  });

/** Closes a reopened public holiday again. */
export const closeHoliday = (date: string) =>
  apiRequest<unknown>(`/api/admin/holidays/${encodeURIComponent(date)}`, { method: 'DELETE' });

export const useReopenHoliday = () => useCalendarMutation(reopenHoliday);
export const useCloseHoliday = () => useCalendarMutation(closeHoliday);
