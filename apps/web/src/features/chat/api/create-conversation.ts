import { useMutation } from '@tanstack/react-query';
import type { ChatConversation, StartConversationInput } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** Starts a quick chat (name + e-mail), or for a signed-in client resumes their active one. */
export const createConversation = (input: StartConversationInput) =>
  apiRequest<ChatConversation>('/api/chat/conversations', { method: 'POST', body: input });

export function useCreateConversation() {
  return useMutation({ mutationFn: createConversation });
}
