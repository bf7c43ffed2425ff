import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientMatter, MatterList, MatterListQuery } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';
import { matterKeys } from './keys';

/** The query string of a list request; empty filters are left out (the server's defaults apply). */
export function matterListSearch(query: MatterListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/matters: the signed-in client's own matters, newest first. */
export const getMatters = (query: MatterListQuery) =>
  apiRequest<MatterList<ClientMatter>>(`/api/matters${matterListSearch(query)}`);

export const getMattersQueryOptions = (query: MatterListQuery) =>
  queryOptions({ queryKey: matterKeys.list(query), queryFn: () => getMatters(query) });

/** Keeps the previous list on screen while a changed filter's answer is on its way. */
export function useMatters(query: MatterListQuery) {
  return useQuery({ ...getMattersQueryOptions(query), placeholderData: keepPreviousData });
}
