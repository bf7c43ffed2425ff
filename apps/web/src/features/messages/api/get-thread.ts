import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageThread } from '@lexbridge/shared/schemas/messages';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export const getThread = (id: string) =>
  apiRequest<MessageThread>(`/api/messages/threads/${encodeURIComponent(id)}`);

export const getThreadQueryOptions = (id: string) =>
  queryOptions({ queryKey: messageKeys.thread(id), queryFn: () => getThread(id) });

/** One thread's title, matter and client, for the open thread's heading. */
export function useThread(id: string) {
  return useQuery(getThreadQueryOptions(id));
}
