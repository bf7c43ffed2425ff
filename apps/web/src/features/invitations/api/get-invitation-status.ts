import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@lexbridge/shared/schemas/invitations';
import { apiRequest } from '../../../lib/api-client';

export const getInvitationStatus = () => apiRequest<InvitationStatus>('/api/invitations/status');

/** Who the invitation link signed in, and whether they have chosen a password yet. */
export function useInvitationStatus(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['invitations', 'status'] as const,
      queryFn: getInvitationStatus,
      enabled,
      retry: false,
    }),
  );
}
