import { apiRequest } from '../../../lib/api-client';
import { useConversationMutation } from './use-conversation-mutation';

/** Deletes a conversation and all its messages for good. */
export const deleteConversation = (id: string) =>
  apiRequest<unknown>(`/api/admin/chat/conversations/${id}`, { method: 'DELETE' });

export const useDeleteConversation = () => useConversationMutation(deleteConversation);
