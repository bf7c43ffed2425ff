import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureDecision } from '@lexbridge/shared/schemas/data-requests';
import { apiRequest } from '../../../lib/api-client';
import { adminClientKeys } from './keys';

/**
 * Erases or refuses an open erasure request. Everything the firm sees of clients may have
 * changed (a client's matters and the account itself), so the clients' queries are asked again.
 */
export function useDecideErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ErasureDecision }) =>
      apiRequest<void>(`/api/admin/erasure-requests/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminClientKeys.all }),
  });
}
