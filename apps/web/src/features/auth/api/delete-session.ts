import { apiRequest } from '../../../lib/api-client';

/** Signs out: the server ends the session and clears its cookie. */
export function deleteSession() {
  return apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}
