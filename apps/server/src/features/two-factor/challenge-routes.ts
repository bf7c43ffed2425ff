import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoFactorChallengeSchema } from '@lexbridge/shared/schemas/two-factor';
import { msg } from '@lexbridge/shared/i18n/message';
import { HttpError } from '../../platform/errors';
import { sendFetchResponse } from '../../platform/auth/fastify-bridge';
import { callAuth, challengedUserId } from './auth-calls';
import { assertCodesAllowed, recordWrongCode } from './code-limits';
import { assertCodeUnused } from './code-steps';
import { authErrorCode } from '../../platform/auth/error-code';
import { recordLockout } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { twoFactorPolicy } from './policy';

const expiredChallenge = () =>
  new HttpError(
    401,
    'INVALID_TWO_FACTOR_COOKIE',
    msg('errors:auth.codes.INVALID_TWO_FACTOR_COOKIE'),
  );

const WRONG_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

/**
 * The sign-in's code step, after the password (or a link) named an account with two-factor on: an
 * authenticator code or a single-use backup code completes the pending challenge. Wrong codes are
 * counted per account across challenges, so signing in again does not buy more guesses.
 */
export async function twoFactorChallengeRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, twoFactorPolicy.challenge);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/two-factor/verify-totp', '/two-factor/verify-backup-code']) {
    typed.post(
      `/api/auth${path}`,
      { schema: { body: twoFactorChallengeSchema } },
      async (request, reply) => {
        // No code is checked that is not counted: without a challenge we can read (none, expired,
        // or a cookie that is not ours), the request is refused here, before Better Auth sees it.
        const userId = await challengedUserId(deps.auth, request);
        if (!userId) throw expiredChallenge();
        await assertCodesAllowed(deps.rateLimiter, userId);
        if (path === '/two-factor/verify-totp')
          await assertCodeUnused(deps, userId, request.body.code);
        const response = await callAuth(
          deps.auth,
          request,
          deps.config.publicUrl,
          path,
          request.body,
          { withoutSession: true },
        );
        if (WRONG_CODE.has((await authErrorCode(response)) ?? '')) {
          const lockout = await recordWrongCode(deps.rateLimiter, userId);
          if (lockout) {
            await recordLockout(deps.db, userId, request.ip);
            throw lockout;
          }
        }
        return sendFetchResponse(reply, response);
      },
    );
  }
}
