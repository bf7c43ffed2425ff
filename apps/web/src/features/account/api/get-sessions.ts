import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionsResponse } from '@lexbridge/shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The account's signed-in sessions, this browser's first. */
export const getSessions = () => apiRequest<AccountSessionsResponse>('/api/account/sessions');

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
