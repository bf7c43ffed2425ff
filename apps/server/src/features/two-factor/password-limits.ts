import type { FastifyRequest } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import type { RateLimiter } from '../../platform/rate-limit';

// Setting up, regenerating codes and turning two-factor off each check the password: limited per
// account like a password change, so a signed-in screen left open is no way to guess it.
export const TWO_FACTOR_PASSWORD_CHECKS_PER_WINDOW = 5;
const WINDOW_SECONDS = 15 * 60;

/** preHandler: refuses (429, how long to wait) past the account's password checks for the window. */
export function limitPasswordChecks(rateLimiter: RateLimiter) {
  return async (request: FastifyRequest) => {
    await rateLimiter.enforce(
      [
        {
          key: `two-factor-password:account:${request.sessionUser!.user.id}`,
          limit: TWO_FACTOR_PASSWORD_CHECKS_PER_WINDOW,
          windowSeconds: WINDOW_SECONDS,
        },
      ],
      (count) => msg('errors:auth.tooManyPasswordChecks', { count }),
    );
  };
}
