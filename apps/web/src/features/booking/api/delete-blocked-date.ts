import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

export const deleteBlockedDate = (id: string) =>
  apiRequest<unknown>(`/api/admin/blocked-dates/${id}`, { method: 'DELETE' });

export const useDeleteBlockedDate = () => useCalendarMutation(deleteBlockedDate);
