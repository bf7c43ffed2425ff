import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateMeInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** Changes the signed-in user's profile (their language). */
export function updateMe(input: UpdateMeInput) {
  return apiRequest<void>('/api/me', { method: 'PATCH', body: input });
}

let lastChange: Promise<unknown> = Promise.resolve();

/**
 * `updateMe`, one change at a time in the order asked (from the header's switch or the account
 * page), so the last choice is the one the profile keeps; the session's cached profile is
 * updated to match once the server agrees. Plain code rather than a mutation hook: the header
 * needs it on every page, the mutation machinery only the account page.
 */
export function saveProfile(queryClient: QueryClient, input: UpdateMeInput): Promise<void> {
  const change = lastChange
    .catch(() => {}) // an earlier failure was reported to whoever asked for it
    .then(() => updateMe(input))
    .then(() => {
      queryClient.setQueryData<MeResponse | null>(authKeys.me(), (me) =>
        me ? { ...me, user: { ...me.user, ...input } } : me,
      );
    });
  lastChange = change;
  return change;
}
