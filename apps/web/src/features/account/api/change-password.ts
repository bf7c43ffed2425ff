import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@lexbridge/shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** Changes the password; the server signs out every other session. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<void>('/api/account/password', { method: 'POST', body: input });

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
