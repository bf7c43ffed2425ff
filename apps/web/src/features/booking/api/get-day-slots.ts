import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DaySlots } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** The free start times of one day for the consultation type, or for a booking being moved. */
export const getDaySlots = (date: string, type: string, movingFrom?: string) =>
  apiRequest<DaySlots>(
    movingFrom
      ? `${movingFrom}/slots?date=${date}`
      : `/api/availability/slots?date=${date}&type=${type}`,
  );

export const getDaySlotsQueryOptions = (
  date: string | undefined,
  type: string,
  movingFrom?: string,
) =>
  queryOptions({
    queryKey: bookingKeys.daySlots(date, type, movingFrom),
    queryFn: () => getDaySlots(date!, type, movingFrom),
    enabled: Boolean(date),
  });

export function useDaySlots(date: string | undefined, type: string, movingFrom?: string) {
  return useQuery(getDaySlotsQueryOptions(date, type, movingFrom));
}
