import { useQuery } from '@tanstack/react-query';
import type { DaySlots, MonthAvailability } from '@lexbridge/shared/schemas/booking';
import { apiRequest } from '../../../lib/api-client';

export const getMonthAvailability = (month: string, type: string) =>
  apiRequest<MonthAvailability>(`/api/availability?month=${month}&type=${type}`);

export function useMonthAvailability(month: string, type: string, enabled = true) {
  return useQuery({
    queryKey: ['availability', month, type],
    queryFn: () => getMonthAvailability(month, type),
    enabled,
  });
}

export const getDaySlots = (date: string, type: string) =>
  apiRequest<DaySlots>(`/api/availability/slots?date=${date}&type=${type}`);

export function useDaySlots(date: string | undefined, type: string) {
  return useQuery({
    queryKey: ['availability', 'slots', date, type],
    queryFn: () => getDaySlots(date!, type),
    enabled: Boolean(date),
  });
}
