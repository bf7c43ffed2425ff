import type { SignInInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Signs in: the server sets the session cookie. */
export function createSession(input: SignInInput) {
  return apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}
