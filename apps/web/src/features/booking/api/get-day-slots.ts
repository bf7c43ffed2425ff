import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DaySlots } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** The free start times of one day for the consultation type. */
export const getDaySlots = (date: string, type: string) =>
  apiRequest<DaySlots>(`/api/availability/slots?date=${date}&type=${type}`);

export const getDaySlotsQueryOptions = (date: string | undefined, type: string) =>
  queryOptions({
    queryKey: bookingKeys.daySlots(date, type),
    queryFn: () => getDaySlots(date!, type),
    enabled: Boolean(date),
  });

export function useDaySlots(date: string | undefined, type: string) {
  return useQuery(getDaySlotsQueryOptions(date, type));
}
