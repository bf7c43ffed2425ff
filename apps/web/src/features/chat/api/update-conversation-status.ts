import type { ConversationStatus } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { useConversationMutation } from './use-conversation-mutation';

type Variables = { id: string; status: ConversationStatus };

/** Archives or unarchives a conversation. */
export const updateConversationStatus = ({ id, status }: Variables) =>
  apiRequest<unknown>(`/api/admin/chat/conversations/${id}`, { method: 'PATCH', body: { status } });

export const useUpdateConversationStatus = () => useConversationMutation(updateConversationStatus);
