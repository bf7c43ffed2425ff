import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** The two sides of the chat use the same shapes under different paths. */
export type MessagesApi = {
  list(conversationId: string, after: number): Promise<ChatMessage[]>;
  send(conversationId: string, content: string): Promise<ChatMessage>;
};

const api = (base: string): MessagesApi => ({
  list: (id, after) => apiRequest<ChatMessage[]>(`${base}/${id}/messages?after=${after}`),
  send: (id, content) =>
    apiRequest<ChatMessage>(`${base}/${id}/messages`, { method: 'POST', body: { content } }),
});

export const visitorMessagesApi = api('/api/chat/conversations');
export const adminMessagesApi = api('/api/admin/chat/conversations');
