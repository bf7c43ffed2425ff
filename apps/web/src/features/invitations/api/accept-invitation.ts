import { useMutation } from '@tanstack/react-query';
import type {
  AcceptInvitationInput,
  AcceptInvitationResult,
} from '@lexbridge/shared/schemas/invitations';
import { apiRequest } from '../../../lib/api-client';

/** Sets the password with the invitation's token; the server signs the client in. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  apiRequest<AcceptInvitationResult>('/api/invitations/accept', { method: 'POST', body: input });

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
