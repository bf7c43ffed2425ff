import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@lexbridge/shared/schemas/invitations';
import { apiRequest } from '../../../lib/api-client';

export const getInvitationStatus = (token: string) =>
  apiRequest<InvitationStatus>(`/api/invitations/status?token=${encodeURIComponent(token)}`);

/** Whether the invitation link still works, and for whom. */
export function useInvitationStatus(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['invitations', 'status', token] as const,
      queryFn: () => getInvitationStatus(token),
      enabled: token !== '',
      retry: false,
    }),
  );
}
