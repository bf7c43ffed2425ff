import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import { apiRequest } from '../../../lib/api-client';
import { securityKeys } from './keys';

/** GET /api/admin/administrators: who has the role, longest-serving first. */
export const getAdministrators = () =>
  apiRequest<{ administrators: Administrator[] }>('/api/admin/administrators');

export const getAdministratorsQueryOptions = () =>
  queryOptions({ queryKey: securityKeys.administrators(), queryFn: getAdministrators });

export function useAdministrators() {
  return useQuery(getAdministratorsQueryOptions());
}
