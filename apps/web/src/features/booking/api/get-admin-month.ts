import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMonth } from '@lexbridge/shared/schemas/availability';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** The admin calendar's month: open, blocked and booked days. */
export const getAdminMonth = (month: string) =>
  apiRequest<AdminMonth>(`/api/admin/availability?month=${month}`);

export const getAdminMonthQueryOptions = (month: string) =>
  queryOptions({ queryKey: bookingKeys.adminMonth(month), queryFn: () => getAdminMonth(month) });

export function useAdminMonth(month: string) {
  return useQuery(getAdminMonthQueryOptions(month));
}
