import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { conversationsPath, type ChatSide } from './chat-side';

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
