import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { afterPasswordReset, auditSessionStart } from './features/auth';
import { checkBankAccountsReadable } from './features/banking';
import { createAuth } from './platform/auth/better-auth';
import type { ResolvedSession } from './platform/auth/guards';
import { resolveAuthSecret } from './platform/auth/secret';
import { createSignedLinks } from './platform/signed-links';
import { createSessionCache } from './platform/auth/session-cache';
import { storedSessionExpiry } from './platform/auth/session-expiry';
import { resolveCipher } from './platform/crypto/encryption';
import type { AppDeps } from './platform/deps';
import { createMailer } from './platform/mailer/mailer';
import { registerAppGauges } from './platform/metrics/app-gauges';
import { createMetrics } from './platform/metrics/registry';
import { createPaymentProvider } from './platform/payments/payments';
import { createRateLimiter } from './platform/rate-limit';
import { createBus } from './platform/realtime/bus';
import { createHub } from './platform/realtime/hub';
import { createFileStorage } from './platform/storage/create';
import { createVisitorTokens } from './platform/visitor-token';

/**
 * Builds the server's dependencies (app.deps) once, at start. It sits beside app.ts, not in
 * platform: Better Auth's hooks call the auth feature (auditing a sign-in, mailing after a
 * password reset), and starting checks that the banking feature's sealed values still open.
 * Throws AuthSecretError or EncryptionKeyError when the server must not start.
 */
export async function createDeps(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<AppDeps> {
  const { db } = database;
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    logLinks: config.nodeEnv !== 'production',
  });
  const secret = await resolveAuthSecret(db, {
    configured: config.authSecret,
    dataDir: config.dataDir,
    databaseKind: database.kind,
    log: app.log,
  }); // throws AuthSecretError: do not start
  const encryption = resolveCipher({ ...config, databaseKind: database.kind });
  await checkBankAccountsReadable(db, encryption); // throws EncryptionKeyError: do not start
  app.addHook('onClose', () => mailer.close()); // before the database closes
  const sessionCache = createSessionCache<ResolvedSession>();
  const realtime = createHub(
    createBus(database, app.log),
    app.log,
    (sessionId) => storedSessionExpiry(db, sessionId),
    (change) => sessionCache.forget(change),
  );
  const metrics = createMetrics();
  registerAppGauges(metrics, database, realtime);
  const rateLimiter = createRateLimiter(db);
  const auth = createAuth({
    db,
    config,
    mailer,
    rateLimiter,
    secret,
    log: app.log,
    onSignIn: (session) => auditSessionStart(db, session),
    onSessionEnd: (session) => realtime.sessionEnded(session.id),
    onUserChange: (user) => realtime.accountChanged(user.id),
    onPasswordReset: async (user, ip) => {
      await realtime.accountChanged(user.id);
      await afterPasswordReset({ db, mailer, publicUrl: config.publicUrl }, user, ip);
    },
  });
  const storage = await createFileStorage(config);
  app.addHook('onClose', () => storage.close?.());
  return {
    config,
    db,
    databaseKind: database.kind,
    mailer,
    auth,
    rateLimiter,
    storage,
    realtime,
    payments: createPaymentProvider(config, db),
    encryption,
    visitorTokens: createVisitorTokens(secret, config.publicUrl),
    signedLinks: createSignedLinks(secret),
    sessionCache,
    metrics,
  };
}
