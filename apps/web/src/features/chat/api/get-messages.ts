import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { withNewestPage, type LoadedMessages } from '../messages-cache';
import { conversationsPath, type ChatSide } from './chat-side';
import { chatKeys } from './keys';

/**
 * A page of the conversation's messages, oldest first: those after sequence number `after`
 * (catching up), else the newest ones, or those just before `before` (loading earlier ones).
 */
export const getMessages = (
  side: ChatSide,
  conversationId: string,
  page: { after?: number; before?: number } = {},
) => {
  const params = new URLSearchParams();
  if (page.after !== undefined) params.set('after', String(page.after));
  if (page.before !== undefined) params.set('before', String(page.before));
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest<ChatMessage[]>(`${conversationsPath[side]}/${conversationId}/messages${query}`);
};

/**
 * A conversation's newest messages, added to those already known (a live message that came
 * first stays). Realtime events keep them current (see useLiveMessages), so they are never
 * refetched as stale; a refused conversation is said at once, without retries.
 */
export const conversationMessagesQueryOptions = (side: ChatSide, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(side, conversationId),
    queryFn: async ({ client, queryKey }) =>
      withNewestPage(
        client.getQueryData<LoadedMessages>(queryKey),
        await getMessages(side, conversationId),
      ),
    staleTime: Infinity,
    retry: false,
  });

export function useConversationMessages(side: ChatSide, conversationId: string) {
  return useQuery(conversationMessagesQueryOptions(side, conversationId));
}
