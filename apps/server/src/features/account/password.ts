import { msg } from '@lexbridge/shared/i18n/message';
import {
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordInput,
} from '@lexbridge/shared/schemas/account';
import { badRequest } from '../../platform/errors';
import { authErrorCode } from '../../platform/auth/error-code';
import { recordAccountChange, type AccountOwner, type ChangeDeps } from './changes';
import type { ChangeOrigin } from './mail';
import { countOtherSessions } from './sessions';
import type { ServiceDeps } from '../../platform/deps';

type PasswordDeps = ChangeDeps & Pick<ServiceDeps, 'auth' | 'rateLimiter' | 'log'>;

// Someone at a signed-in screen may try current passwords: a few tries, then a wait.
export const PASSWORD_CHANGES_PER_WINDOW = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Changes the password when the current one is right, and ends every other session of the
 * account (a password someone else knew no longer keeps them signed in). Better Auth replaces the
 * asking browser's session with a new one: the answer carries its cookie. A wrong current password
 * is refused in words the form shows beside that field. Answers Better Auth's response.
 */
export async function changePassword(
  deps: PasswordDeps,
  owner: AccountOwner,
  request: {
    input: ChangePasswordInput;
    headers: Headers;
    sessionId: string;
    origin: ChangeOrigin;
  },
) {
  await deps.rateLimiter.enforce(
    [
      {
        key: `password-change:account:${owner.id}`,
        limit: PASSWORD_CHANGES_PER_WINDOW,
        windowSeconds: WINDOW_SECONDS,
      },
    ],
    (count) => msg('errors:account.tooManyPasswordChanges', { count }),
  );
  const others = await countOtherSessions(deps.db, owner.id, request.sessionId);
  const response = await deps.auth.api.changePassword({
    body: { ...request.input, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    if ((await authErrorCode(response)) === WRONG_CURRENT_PASSWORD)
      throw badRequest(msg('errors:account.wrongCurrentPassword'), WRONG_CURRENT_PASSWORD);
    return response;
  }
  // The password has changed: failing to log it must not answer the owner that it did not.
  await recordAccountChange(deps, owner, { kind: 'passwordChanged' }, request.origin, {
    signedOutSessions: others,
  }).catch((error: unknown) =>
    deps.log.error({ err: error }, 'could not record a password change'),
  );
  return response;
}
