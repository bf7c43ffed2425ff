import type { SignInInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * Signs in: the server sets the session cookie, or (for an account with two-factor on) answers
 * `twoFactorRedirect` and sets the cookie of the pending code step instead.
 */
export function createSession(input: SignInInput) {
  return apiRequest<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
}
