import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateMeInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** Changes the signed-in user's profile (their language). */
export function updateMe(input: UpdateMeInput) {
  return apiRequest<void>('/api/me', { method: 'PATCH', body: input });
}

/** `updateMe`, with the session's cached profile updated to match once the server agrees. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    // One change at a time, in the order chosen: the last choice is the one the profile keeps.
    scope: { id: 'update-me' },
    mutationFn: updateMe,
    onSuccess: (_nothing, input) =>
      queryClient.setQueryData<MeResponse | null>(authKeys.me(), (me) =>
        me ? { ...me, user: { ...me.user, ...input } } : me,
      ),
  });
}
