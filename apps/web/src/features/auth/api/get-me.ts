import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '@lexbridge/shared/schemas/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** The signed-in user, or null when there is no session (401). */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session, or null when signed out. A failed check is logged and treated as signed out. */
async function getSession() {
  try {
    return await getMe();
  } catch (error) {
    console.error('Could not check the session; treating the visitor as signed out.', error);
    return null;
  }
}

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: getSession, retry: false, staleTime: 60_000 });
