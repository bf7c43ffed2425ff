import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthAvailability } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** Which days of the month have a free time for the consultation type. */
export const getMonthAvailability = (month: string, type: string) =>
  apiRequest<MonthAvailability>(`/api/availability?month=${month}&type=${type}`);

export const getMonthAvailabilityQueryOptions = (month: string, type: string) =>
  queryOptions({
    queryKey: bookingKeys.month(month, type),
    queryFn: () => getMonthAvailability(month, type),
  });

export function useMonthAvailability(month: string, type: string, enabled = true) {
  return useQuery({ ...getMonthAvailabilityQueryOptions(month, type), enabled });
}
