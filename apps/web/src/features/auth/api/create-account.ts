import type { SignUpInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** `signedIn` is false when the e-mail address must be confirmed before the first sign-in. */
export type SignUpResult = { signedIn: boolean; user: unknown };

/** Signs a client up; the display name starts as the e-mail's local part. */
export function createAccount(input: SignUpInput) {
  const name = input.email.split('@')[0] || input.email;
  return apiRequest<SignUpResult>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...input, name },
  });
}
