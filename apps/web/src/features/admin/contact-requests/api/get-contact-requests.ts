import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import { apiRequest } from '../../../../lib/api-client';
import { contactRequestKeys } from './keys';

export const getContactRequests = () =>
  apiRequest<{ requests: ContactRequestRecord[] }>('/api/admin/contact-requests');

export const getContactRequestsQueryOptions = () =>
  queryOptions({ queryKey: contactRequestKeys.list(), queryFn: getContactRequests });

export function useContactRequests() {
  return useQuery(getContactRequestsQueryOptions());
}
