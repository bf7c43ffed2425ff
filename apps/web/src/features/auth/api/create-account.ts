import type { SignUpInput } from '@lexbridge/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Always `signedIn: false`: the account is used only through the link mailed to the address. */
export type SignUpResult = { signedIn: boolean };

/** Asks for an account; the server answers the same for every address, and mails the link. */
export function createAccount(input: SignUpInput) {
  return apiRequest<SignUpResult>('/api/auth/sign-up/email', { method: 'POST', body: input });
}
