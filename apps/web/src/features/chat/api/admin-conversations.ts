import { useQuery } from '@tanstack/react-query';
import type { AdminConversation, ConversationStatus } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

export const adminConversationsKey = ['admin', 'chat', 'conversations'] as const;

export function fetchAdminConversations(status: ConversationStatus, search: string) {
  const query = new URLSearchParams({ status, search });
  return apiRequest<AdminConversation[]>(`/api/admin/chat/conversations?${query}`);
}

export function useAdminConversations(status: ConversationStatus, search: string) {
  return useQuery({
    queryKey: [...adminConversationsKey, status, search],
    queryFn: () => fetchAdminConversations(status, search),
    placeholderData: (previous) => previous,
  });
}

export function updateConversationStatus(id: string, status: ConversationStatus) {
  return apiRequest<unknown>(`/api/admin/chat/conversations/${id}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function deleteConversation(id: string) {
  return apiRequest<unknown>(`/api/admin/chat/conversations/${id}`, { method: 'DELETE' });
}

export function markConversationRead(id: string) {
  return apiRequest<unknown>(`/api/admin/chat/conversations/${id}/read`, { method: 'POST' });
}
