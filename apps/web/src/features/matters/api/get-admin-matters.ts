import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMatter, MatterList, MatterListQuery } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { adminMatterKeys } from './keys';

export const getAdminMatters = (query: MatterListQuery) =>
  apiRequest<MatterList<AdminMatter>>(`/api/admin/matters${listSearch(query)}`);

export const getAdminMattersQueryOptions = (query: MatterListQuery) =>
  queryOptions({
    queryKey: adminMatterKeys.list(query),
    queryFn: () => getAdminMatters(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminMatters(query: MatterListQuery) {
  return useQuery(getAdminMattersQueryOptions(query));
}
