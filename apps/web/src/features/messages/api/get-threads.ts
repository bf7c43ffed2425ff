import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminThreadListQuery, ThreadList } from '@lexbridge/shared/schemas/messages';
import { apiRequest } from '../../../lib/api-client';
import { listSearch } from '../../../lib/list-search';
import { messageKeys, type MessagesSide } from './keys';

const listPath: Record<MessagesSide, string> = {
  client: '/api/messages/threads',
  admin: '/api/admin/messages/threads',
};

/** A page of threads: the client's own, or (for the firm) every client's with its filters. */
export const getThreads = (side: MessagesSide, query: AdminThreadListQuery) =>
  apiRequest<ThreadList>(`${listPath[side]}${listSearch(query)}`);

export const getThreadsQueryOptions = (side: MessagesSide, query: AdminThreadListQuery) =>
  queryOptions({
    queryKey: messageKeys.list(side, query),
    queryFn: () => getThreads(side, query),
    // The list stays on screen while a new search or a live refresh loads.
    placeholderData: keepPreviousData,
  });

export function useThreads(side: MessagesSide, query: AdminThreadListQuery) {
  return useQuery(getThreadsQueryOptions(side, query));
}
