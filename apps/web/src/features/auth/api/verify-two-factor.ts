import type { TwoFactorChallengeInput } from '@lexbridge/shared/schemas/two-factor';
import { apiRequest } from '../../../lib/api-client';

/** The sign-in's code step: an authenticator code or a backup code. */
export const verifyChallenge = (input: TwoFactorChallengeInput & { backup: boolean }) =>
  apiRequest<unknown>(
    input.backup ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp',
    { method: 'POST', body: { code: input.code, trustDevice: input.trustDevice } },
  );
