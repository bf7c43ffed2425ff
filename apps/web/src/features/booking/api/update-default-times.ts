import type { DefaultTimes } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { useCalendarMutation } from './use-calendar-mutation';

/** The start times every open day offers unless a day is managed by hand. */
export const updateDefaultTimes = (input: DefaultTimes) =>
  apiRequest<DefaultTimes>('/api/admin/availability/defaults', { method: 'PUT', body: input });

export const useUpdateDefaultTimes = () => useCalendarMutation(updateDefaultTimes);
