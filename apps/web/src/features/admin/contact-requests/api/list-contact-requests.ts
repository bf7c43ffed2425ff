import { useQuery } from '@tanstack/react-query';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';

export const contactRequestsQueryKey = ['admin', 'contact-requests'] as const;

export function fetchContactRequests() {
  return apiRequest<{ requests: ContactRequestRecord[] }>('/api/admin/contact-requests');
}

export function useContactRequests() {
  return useQuery({ queryKey: contactRequestsQueryKey, queryFn: fetchContactRequests });
}
