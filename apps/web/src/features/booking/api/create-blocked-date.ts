import type { BlockDateInput } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

export const createBlockedDate = (input: BlockDateInput) =>
  apiRequest<unknown>('/api/admin/blocked-dates', { method: 'POST', body: input });

export const useCreateBlockedDate = () => useCalendarMutation(createBlockedDate);
