import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { apiRequest } from '../../../../lib/api-client';

export const dashboardKeys = { overview: ['admin', 'dashboard'] as const };

/** GET /api/admin/dashboard: every figure of the Overview tab in one answer. */
export const getDashboard = () => apiRequest<DashboardOverview>('/api/admin/dashboard');

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.overview, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
