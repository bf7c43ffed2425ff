import { useQuery } from '@tanstack/react-query';
import type { AdminErasureRequestList } from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';
import { adminClientKeys } from './keys';

/** A client's requests to be erased, newest first. */
export function useClientErasureRequests(id: string) {
  return useQuery({
    queryKey: adminClientKeys.erasureRequests(id),
    queryFn: () =>
      apiRequest<AdminErasureRequestList>(
        `/api/admin/clients/${encodeURIComponent(id)}/erasure-requests`,
      ),
  });
}
