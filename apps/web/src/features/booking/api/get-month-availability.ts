import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthAvailability } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/**
 * Which days of the month have a free time for the consultation type; or, `movingFrom` the API
 * path of a booking being moved (its manage link's, or the firm's), for that booking: its own
 * length, its own time free.
 */
export const getMonthAvailability = (month: string, type: string, movingFrom?: string) =>
  apiRequest<MonthAvailability>(
    movingFrom
      ? `${movingFrom}/availability?month=${month}`
      : `/api/availability?month=${month}&type=${type}`,
  );

export const getMonthAvailabilityQueryOptions = (
  month: string,
  type: string,
  movingFrom?: string,
) =>
  queryOptions({
    queryKey: bookingKeys.month(month, type, movingFrom),
    queryFn: () => getMonthAvailability(month, type, movingFrom),
  });

export function useMonthAvailability(
  month: string,
  type: string,
  enabled = true,
  movingFrom?: string,
) {
  return useQuery({ ...getMonthAvailabilityQueryOptions(month, type, movingFrom), enabled });
}
