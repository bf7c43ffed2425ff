import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClientDetail } from '@lexbridge/shared/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { adminClientKeys } from './keys';

export const getAdminClient = (id: string) =>
  apiRequest<AdminClientDetail>(`/api/admin/clients/${encodeURIComponent(id)}`);

export const getAdminClientQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminClientKeys.detail(id), queryFn: () => getAdminClient(id) });

export function useAdminClient(id: string) {
  return useQuery(getAdminClientQueryOptions(id));
}
