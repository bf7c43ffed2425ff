import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureDecision } from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';
import { adminClientKeys } from './keys';

const ADMIN_QUERIES = [adminClientKeys.all[0]];

/**
 * Erases or refuses an open erasure request. Everything the firm sees may have changed (the
 * client's matters, documents, the account itself, the dashboard's open requests), so every admin
 * query is asked again.
 */
export function useDecideErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ErasureDecision }) =>
      apiRequest<void>(`/api/admin/erasure-requests/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERIES }),
  });
}
