import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  confirmTwoFactorSchema,
  enrolTwoFactorSchema,
  twoFactorPasswordSchema,
  type BackupCodes,
  type TwoFactorEnrolment,
} from '@lexbridge/shared/schemas/two-factor';
import { badRequest } from '../../platform/errors';
import { requireUser } from '../../platform/auth/guards';
import { callAuth } from './auth-calls';
import { assertCodesAllowed, recordWrongCode } from './code-limits';
import { assertCodeUnused } from './code-steps';
import { limitPasswordChecks } from './password-limits';
import { qrCodeDataUrl, secretOf } from './qr-code';
import { authErrorCode } from '../../platform/auth/error-code';
import { firmName } from '../site';
import { endOtherSessions } from './other-sessions';
import { relay } from './relay';
import {
  enrolmentPending,
  nameAuthenticator,
  recordLockout,
  recordTwoFactorChange,
  twoFactorStatus,
} from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { twoFactorPolicy } from './policy';

/**
 * The signed-in user's own second factor: enrol an authenticator (QR code and secret), confirm it
 * with a code (then the backup codes, shown once), regenerate the backup codes, or turn it off.
 * Each acts on the session's own account only; changes are audited and mailed to the owner.
 * Turning it on or off ends the account's other sessions: only this one has the new state.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, twoFactorPolicy.manageOwn);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: requireUser(app) };
  const passwordChecked = { ...guard, preHandler: limitPasswordChecks(deps.rateLimiter) };
  const call = (request: Parameters<typeof callAuth>[1], path: string, body: unknown) =>
    callAuth(deps.auth, request, deps.config.publicUrl, path, body);

  app.get('/api/two-factor', guard, async (request) =>
    twoFactorStatus(deps.db, request.sessionUser!.user.id),
  );

  typed.post(
    '/api/two-factor/enrol',
    { schema: { body: enrolTwoFactorSchema }, ...passwordChecked },
    async (request, reply): Promise<TwoFactorEnrolment | undefined> => {
      const { name, password } = request.body;
      // The authenticator app lists the account under the firm's published name (in the firm's
      // own language) as it is when enrolling; an app keeps the name it was given then.
      const issuer = firmName(app, defaultLanguage);
      const response = await call(request, '/two-factor/enable', { password, issuer });
      const enabled = await relay<{ totpURI: string }>(reply, response);
      if (!enabled) return;
      await nameAuthenticator(deps.db, request.sessionUser!.user.id, name);
      return { qrCode: await qrCodeDataUrl(enabled.totpURI), secret: secretOf(enabled.totpURI) };
    },
  );

  typed.post(
    '/api/two-factor/confirm',
    { schema: { body: confirmTwoFactorSchema }, ...guard },
    async (request, reply): Promise<BackupCodes | undefined> => {
      const { user } = request.sessionUser!;
      if (!(await enrolmentPending(deps.db, user.id))) {
        throw badRequest(msg('errors:auth.twoFactorNotPending'), 'TWO_FACTOR_NOT_PENDING');
      }
      await assertCodesAllowed(deps.rateLimiter, user.id);
      await assertCodeUnused(deps, user.id, request.body.code);
      const response = await call(request, '/two-factor/verify-totp', request.body);
      if (!response.ok && (await authErrorCode(response)) === 'INVALID_CODE') {
        const lockout = await recordWrongCode(deps.rateLimiter, user.id);
        if (lockout) {
          await recordLockout(deps.db, user.id, request.ip);
          throw lockout;
        }
      }
      if (!(await relay(reply, response))) return;
      await endOtherSessions(deps, user.id, response);
      const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId: user.id } });
      await recordTwoFactorChange(deps, user, 'enable');
      // An administrator's open sockets reconnect, now with the admin rights the factor unlocked.
      await deps.realtime.rightsChanged(user.id);
      return { backupCodes };
    },
  );

  typed.post(
    '/api/two-factor/backup-codes',
    { schema: { body: twoFactorPasswordSchema }, ...passwordChecked },
    async (request, reply): Promise<BackupCodes | undefined> => {
      const response = await call(request, '/two-factor/generate-backup-codes', request.body);
      const generated = await relay<BackupCodes>(reply, response);
      if (!generated) return;
      await recordTwoFactorChange(deps, request.sessionUser!.user, 'backup_codes');
      return { backupCodes: generated.backupCodes };
    },
  );

  typed.post(
    '/api/two-factor/disable',
    { schema: { body: twoFactorPasswordSchema }, ...passwordChecked },
    async (request, reply) => {
      const response = await call(request, '/two-factor/disable', request.body);
      if (!(await relay(reply, response))) return;
      await endOtherSessions(deps, request.sessionUser!.user.id, response);
      await recordTwoFactorChange(deps, request.sessionUser!.user, 'disable');
      await deps.realtime.rightsChanged(request.sessionUser!.user.id);
      return reply.code(204).send();
    },
  );
}
