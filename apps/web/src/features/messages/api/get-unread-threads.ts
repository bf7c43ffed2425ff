import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many threads have client messages no one at the firm has read yet. */
export const getUnreadThreadCount = () =>
  apiRequest<{ count: number }>('/api/admin/messages/unread-threads');

export function useUnreadThreadCount() {
  return useQuery({
    queryKey: ['admin', 'messages', 'unread-threads'] as const,
    queryFn: getUnreadThreadCount,
  });
}
