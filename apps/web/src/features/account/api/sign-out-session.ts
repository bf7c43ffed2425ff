import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOutOthersResponse } from '@lexbridge/shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** Ends one of the account's sessions, named by its id. */
export const signOutSession = (id: string) =>
  apiRequest<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Ends every session but this browser's; answers how many ended. */
export const signOutOtherSessions = () =>
  apiRequest<SignOutOthersResponse>('/api/account/sessions/sign-out-others', { method: 'POST' });

/** Either way, the list is read again afterwards (also after a refusal: it may be stale). */
function useSessionsChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export const useSignOutSession = () => useSessionsChange(signOutSession);
export const useSignOutOtherSessions = () => useSessionsChange(signOutOtherSessions);
