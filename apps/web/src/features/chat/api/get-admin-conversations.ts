import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConversation, ConversationStatus } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './keys';

export function getAdminConversations(status: ConversationStatus, search: string) {
  const query = new URLSearchParams({ status, search });
  return apiRequest<AdminConversation[]>(`/api/admin/chat/conversations?${query}`);
}

export const getAdminConversationsQueryOptions = (status: ConversationStatus, search: string) =>
  queryOptions({
    queryKey: chatKeys.adminConversationList(status, search),
    queryFn: () => getAdminConversations(status, search),
    placeholderData: (previous) => previous,
  });

export function useAdminConversations(status: ConversationStatus, search: string) {
  return useQuery(getAdminConversationsQueryOptions(status, search));
}
