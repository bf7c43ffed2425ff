import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';

/** Places a matter on legal hold with a reason (null releases it); the lists read it again. */
export function useLegalHold(matterId: string) {
  const client = useQueryClient();
  const path = `/api/admin/matters/${encodeURIComponent(matterId)}/legal-hold`;
  return useMutation({
    mutationFn: (reason: string | null) =>
      apiRequest<AdminMatter>(
        path,
        reason === null ? { method: 'DELETE' } : { method: 'PUT', body: { reason } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
