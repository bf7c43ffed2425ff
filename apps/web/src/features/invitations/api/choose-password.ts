import { useMutation } from '@tanstack/react-query';
import type { ChoosePasswordInput } from '@lexbridge/shared/schemas/invitations';
import { apiRequest } from '../../../lib/api-client';

/** The invited client's first password, for the account the invitation link signed in. */
export const choosePassword = (input: ChoosePasswordInput) =>
  apiRequest<null>('/api/invitations/password', { method: 'POST', body: input });

export function useChoosePassword() {
  return useMutation({ mutationFn: choosePassword });
}
