import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDay,
  AdminMonth,
  BlockDateInput,
  DefaultTimes,
  EnableWeekdayResult,
} from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';

export const adminMonthKey = (month: string) => ['admin-availability', month];

export function useAdminMonth(month: string) {
  return useQuery({
    queryKey: adminMonthKey(month),
    queryFn: () => apiRequest<AdminMonth>(`/api/admin/availability?month=${month}`),
  });
}

export function useAdminDay(date: string | null) {
  return useQuery({
    queryKey: ['admin-availability', 'day', date],
    queryFn: () => apiRequest<AdminDay>(`/api/admin/availability/day?date=${date}`),
    enabled: Boolean(date),
  });
}

export function useDefaultTimes(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-availability', 'defaults'],
    queryFn: () => apiRequest<DefaultTimes>('/api/admin/availability/defaults'),
    enabled,
  });
}

/** Every calendar change refreshes the admin views and the visitors' availability. */
function useCalendarMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin-availability'] }),
        client.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}

export const useBlockDate = () =>
  useCalendarMutation((input: BlockDateInput) =>
    apiRequest('/api/admin/blocked-dates', { method: 'POST', body: input }),
  );
export const useUnblockDate = () =>
  useCalendarMutation((id: string) =>
    apiRequest(`/api/admin/blocked-dates/${id}`, { method: 'DELETE' }),
  );
export const useBlockSlot = () =>
  useCalendarMutation((input: { date: string; startTime: string }) =>
    apiRequest('/api/admin/blocked-slots', { method: 'POST', body: input }),
  );
export const useUnblockSlot = () =>
  useCalendarMutation((id: string) =>
    apiRequest(`/api/admin/blocked-slots/${id}`, { method: 'DELETE' }),
  );
export const useEnableWeekday = () =>
  useCalendarMutation((dayOfWeek: number) =>
    apiRequest<EnableWeekdayResult>('/api/admin/availability/weekdays', {
      method: 'POST',
      body: { dayOfWeek },
    }),
  );
export const useSaveDefaultTimes = () =>
  useCalendarMutation((input: DefaultTimes) =>
    apiRequest<DefaultTimes>('/api/admin/availability/defaults', { method: 'PUT', body: input }),
  );
