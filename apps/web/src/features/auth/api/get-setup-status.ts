import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** Whether the one-time setup link still works. */
export function getSetupStatus(token: string) {
  return apiRequest<SetupStatus>(`/api/setup/status?token=${encodeURIComponent(token)}`);
}

export const getSetupStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.setupStatus(token),
    queryFn: () => getSetupStatus(token),
    enabled: token !== '',
    retry: false,
  });

export function useSetupStatus(token: string) {
  return useQuery(getSetupStatusQueryOptions(token));
}
