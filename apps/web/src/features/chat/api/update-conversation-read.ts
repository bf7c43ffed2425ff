import { apiRequest } from '../../../lib/api-client';
import { useConversationMutation } from './use-conversation-mutation';

/** Marks every message of the conversation read by the firm (its unread count drops to zero). */
export const updateConversationRead = (id: string) =>
  apiRequest<unknown>(`/api/admin/chat/conversations/${id}/read`, { method: 'POST' });

export const useUpdateConversationRead = () => useConversationMutation(updateConversationRead);
