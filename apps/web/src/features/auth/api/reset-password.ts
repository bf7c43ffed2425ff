import type { ResetPasswordInput } from '@lexbridge/shared/schemas/account-links';
import { apiRequest } from '../../../lib/api-client';

/** Sets the new password with the mailed token; the server ends every session of the account. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}
