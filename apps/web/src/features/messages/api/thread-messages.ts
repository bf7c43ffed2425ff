import type { ThreadMessage } from '@lexbridge/shared/schemas/messages';
import { apiRequest } from '../../../lib/api-client';

const messagesPath = (threadId: string) =>
  `/api/messages/threads/${encodeURIComponent(threadId)}/messages`;

/**
 * The thread's messages after `after` (0 for all), oldest first; with `unreadFrom`, also the
 * earlier ones from that seq on that were read since (their read marks).
 */
export function getThreadMessages(threadId: string, after: number, unreadFrom?: number) {
  const query = new URLSearchParams({ after: String(after) });
  if (unreadFrom !== undefined) query.set('unreadFrom', String(unreadFrom));
  return apiRequest<ThreadMessage[]>(`${messagesPath(threadId)}?${query}`);
}

export const createThreadMessage = (threadId: string, content: string) =>
  apiRequest<ThreadMessage>(messagesPath(threadId), { method: 'POST', body: { content } });

/** Marks the other side's messages in the thread read by the signed-in user. */
export const updateThreadRead = (threadId: string) =>
  apiRequest<unknown>(`/api/messages/threads/${encodeURIComponent(threadId)}/read`, {
    method: 'POST',
  });
