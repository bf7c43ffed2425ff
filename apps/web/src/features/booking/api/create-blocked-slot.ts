import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

type BlockedSlotInput = { date: string; startTime: string };

export const createBlockedSlot = (input: BlockedSlotInput) =>
  apiRequest<unknown>('/api/admin/blocked-slots', { method: 'POST', body: input });

export const useCreateBlockedSlot = () => useCalendarMutation(createBlockedSlot);
