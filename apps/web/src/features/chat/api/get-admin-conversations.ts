import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConversation, ConversationView } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './keys';

export function getAdminConversations(status: ConversationView, search: string) {
  const query = new URLSearchParams({ status, search });
  return apiRequest<AdminConversation[]>(`/api/admin/chat/conversations?${query}`);
}

export const getAdminConversationsQueryOptions = (status: ConversationView, search: string) =>
  queryOptions({
    queryKey: chatKeys.adminConversationList(status, search),
    queryFn: () => getAdminConversations(status, search),
    placeholderData: (previous) => previous,
  });

export function useAdminConversations(status: ConversationView, search: string) {
  return useQuery(getAdminConversationsQueryOptions(status, search));
}
