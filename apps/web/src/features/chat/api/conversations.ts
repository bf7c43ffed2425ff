import type { ChatConversation, StartConversationInput } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** Starts a quick chat (name + e-mail), or for a signed-in client resumes their active one. */
export function startConversation(input: StartConversationInput) {
  return apiRequest<ChatConversation>('/api/chat/conversations', { method: 'POST', body: input });
}

export function fetchConversation(id: string) {
  return apiRequest<ChatConversation>(`/api/chat/conversations/${id}`);
}
