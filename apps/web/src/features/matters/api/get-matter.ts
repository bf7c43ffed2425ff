import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientMatterDetail } from '@lexbridge/shared/schemas/matters';
import { apiRequest } from '../../../lib/api-client';
import { matterKeys } from './keys';

/** GET /api/matters/:id: one of the client's own matters (404 for anyone else's). */
export const getMatter = (id: string) =>
  apiRequest<ClientMatterDetail>(`/api/matters/${encodeURIComponent(id)}`);

export const getMatterQueryOptions = (id: string) =>
  queryOptions({ queryKey: matterKeys.detail(id), queryFn: () => getMatter(id) });

export function useMatter(id: string | undefined) {
  return useQuery({ ...getMatterQueryOptions(id ?? ''), enabled: !!id });
}
