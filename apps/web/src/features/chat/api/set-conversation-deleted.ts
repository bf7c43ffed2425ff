import { apiRequest } from '../../../lib/api-client';
import { useConversationMutation } from './use-conversation-mutation';

type Variables = { id: string; deleted: boolean };

/** Moves a conversation to the Deleted view (restorable for 30 days), or restores it from there. */
export const setConversationDeleted = ({ id, deleted }: Variables) =>
  apiRequest<unknown>(`/api/admin/chat/conversations/${id}/${deleted ? 'delete' : 'restore'}`, {
    method: 'POST',
  });

export const useSetConversationDeleted = () => useConversationMutation(setConversationDeleted);
