import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import type { RenameAdminInput } from '@lexbridge/shared/schemas/administrators';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** An administrator chooses their own display name, the one their replies are signed with. */
export const updateDisplayName = (input: RenameAdminInput) =>
  apiRequest<void>('/api/admin/administrators/me', { method: 'PATCH', body: input });

/** `updateDisplayName`, with the session's cached account renamed once the server agrees. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    // The server trims the name: the cache keeps what it stored.
    onSuccess: (_nothing, { name }) =>
      queryClient.setQueryData<MeResponse | null>(authKeys.me(), (me) =>
        me ? { ...me, user: { ...me.user, name: name.trim(), nameChosen: true } } : me,
      ),
  });
}
