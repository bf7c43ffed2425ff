import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Administrator, GrantAdminInput } from '@lexbridge/shared/schemas/administrators';
import { apiRequest } from '../../../lib/api-client';
import { securityKeys } from './keys';

/** Makes an existing account an administrator; the server refuses an unknown address. */
export const grantAdmin = (input: GrantAdminInput) =>
  apiRequest<Administrator>('/api/admin/administrators', { method: 'POST', body: input });

export function useGrantAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grantAdmin,
    // The list changes, and the log has a new entry.
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
