import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Mails the client a new invitation link; the earlier one stops working. */
export const resendInvitation = (clientId: string) =>
  apiRequest<void>(`/api/admin/clients/${encodeURIComponent(clientId)}/invitation`, {
    method: 'POST',
    body: {},
  });

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
