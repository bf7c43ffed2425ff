import { useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';

export function fetchOutbox() {
  return apiRequest<{ mails: OutboxMail[] }>('/api/admin/outbox');
}

export function useOutbox() {
  return useQuery({ queryKey: ['admin', 'outbox'], queryFn: fetchOutbox });
}
