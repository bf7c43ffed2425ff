import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { securityKeys } from './keys';

/** Takes the role from an administrator; the server refuses your own and the last one's. */
export const revokeAdmin = (id: string) =>
  apiRequest<void>(`/api/admin/administrators/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeAdmin,
    // Refused or not, the list is read again: someone else may have changed it meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
