import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import type { LinkTeamCardInput } from '@lexbridge/shared/schemas/administrators';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** An administrator links themselves to a card of the site's team, or to none (null). */
export const linkTeamCard = (input: LinkTeamCardInput) =>
  apiRequest<void>('/api/admin/administrators/me/team-card', { method: 'PUT', body: input });

/** `linkTeamCard`, with the session's cached account showing the card once the server agrees. */
export function useLinkTeamCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkTeamCard,
    onSuccess: (_nothing, { teamMemberId }) =>
      queryClient.setQueryData<MeResponse | null>(authKeys.me(), (me) =>
        me ? { ...me, user: { ...me.user, teamMemberId } } : me,
      ),
  });
}
