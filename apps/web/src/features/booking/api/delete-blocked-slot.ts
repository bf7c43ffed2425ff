import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

export const deleteBlockedSlot = (id: string) =>
  apiRequest<unknown>(`/api/admin/blocked-slots/${id}`, { method: 'DELETE' });

export const useDeleteBlockedSlot = () => useCalendarMutation(deleteBlockedSlot);
