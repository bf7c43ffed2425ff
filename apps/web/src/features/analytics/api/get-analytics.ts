import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { apiRequest } from '../../../lib/api-client';

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (months: AnalyticsPeriod) => [...analyticsKeys.all, months] as const,
};

/** GET /api/admin/analytics: the firm's charts over the last `months` months. */
export const getAnalytics = (months: AnalyticsPeriod) =>
  apiRequest<AnalyticsReport>(`/api/admin/analytics?months=${months}`);

export function useAnalytics(months: AnalyticsPeriod) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.report(months),
      queryFn: () => getAnalytics(months),
      // The charts of the previous period stay while another period loads.
      placeholderData: keepPreviousData,
    }),
  );
}
