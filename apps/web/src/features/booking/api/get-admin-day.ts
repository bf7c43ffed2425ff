import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDay } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** One day's times as the admin manages them. */
export const getAdminDay = (date: string) =>
  apiRequest<AdminDay>(`/api/admin/availability/day?date=${date}`);

export const getAdminDayQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: bookingKeys.adminDay(date),
    queryFn: () => getAdminDay(date!),
    enabled: Boolean(date),
  });

export function useAdminDay(date: string | null) {
  return useQuery(getAdminDayQueryOptions(date));
}
