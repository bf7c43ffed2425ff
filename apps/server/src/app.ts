import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { serverRoot } from './server-root';
import { fastifyTrustProxy } from './trust-proxy';
import type { Database, DatabaseKind, Db } from './db/client';
import { createAuth, type Auth } from './platform/auth/better-auth';
import {
  afterPasswordReset,
  auditSessionStart,
  authRoutes,
  identifyRealtime,
} from './features/auth';
import { resolveAuthSecret } from './platform/auth/secret';
import type { Cipher } from './platform/crypto/cipher';
import { resolveCipher } from './platform/crypto/encryption';
import { checkBankAccountsReadable } from './features/banking';
import { registerCompression } from './platform/compression';
import { registerErrorHandler } from './platform/errors';
import { registerI18n } from './platform/i18n/plugin';
import { createMailer, type Mailer } from './platform/mailer/mailer';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerCrossSiteCheck } from './platform/cross-site';
import { registerServerTiming } from './platform/server-timing';
import { createFileStorage } from './platform/storage/create';
import type { FileStorage } from './platform/storage/storage';
import { registerWebApp } from './platform/web-app';
import { requestLogOptions } from './platform/request-log';
import { createPaymentProvider, type PaymentProvider } from './platform/payments/payments';
import { createBus } from './platform/realtime/bus';
import { createHub, type Hub } from './platform/realtime/hub';
import { storedSessionExpiry } from './platform/auth/session-expiry';
import { createSessionCache, type SessionCache } from './platform/auth/session-cache';
import type { ResolvedSession } from './platform/auth/guards';
import { createVisitorTokens, type VisitorTokens } from './platform/visitor-token';
import { startDailyJob } from './platform/jobs/daily-job';
import { registerRealtime } from './platform/realtime/routes';
import { accountRoutes } from './features/account';
import { bookingRoutes } from './features/booking';
import { paymentRoutes } from './features/payments';
import { invoicePdfRoutes, invoiceRoutes } from './features/invoices';
import { contactRoutes } from './features/contact';
import { articleRoutes, sitemapRoutes } from './features/content';
import { chatRoutes } from './features/chat';
import { documentDownloadRoutes, documentRoutes, documentUploadRoutes } from './features/documents';
import { invitationRoutes } from './features/invitations';
import { matterRoutes } from './features/matters';
import { appointmentRoutes } from './features/appointments';
import { registerClientTopic } from './features/portal';
import { messageRoutes } from './features/messages';
import { healthRoutes } from './features/health';
import { twoFactorChallengeRoutes, twoFactorRoutes } from './features/two-factor';
import { registerAdminScope } from './admin-scope';
import { createPageResponder, loadSsrRender } from './features/pages';
import { runRetention } from './features/retention';
import { linkSafeError } from './platform/log-redaction';

export type AppDeps = {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  mailer: Mailer;
  auth: Auth;
  rateLimiter: RateLimiter;
  /** Uploaded files: $DATA_DIR/uploads (outside the web root) or an S3 bucket. */
  storage: FileStorage;
  /** Topics, subscriptions and cross-instance fan-out for /api/realtime. */
  realtime: Hub;
  /** Stripe Checkout with STRIPE_SECRET_KEY, else the built-in test checkout. */
  payments: PaymentProvider;
  /** Seals values kept encrypted at rest; null on PostgreSQL without ENCRYPTION_KEY. */
  encryption: Cipher | null;
  /** Signs and reads the anonymous chat visitor's cookie. */
  visitorTokens: VisitorTokens;
  /** Sessions as looked up, for a few seconds (see createSessionCache: never past a sign-out). */
  sessionCache: SessionCache<ResolvedSession>;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Fastify logger options; defaults to JSON at LOG_LEVEL (pretty on a terminal). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; defaults to apps/web/dist (and its renderer to ../dist-server). */
  webDistDir?: string;
  /** Called for every route as it is added (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
};

const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');

/** JSON at LOG_LEVEL (pretty on a terminal), or into `stream` (a test reading the log). */
export function defaultLogger(config: Config, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...requestLogOptions,
    // A failed write of a mail quotes its links: errors are logged with link queries redacted.
    serializers: { ...requestLogOptions.serializers, err: linkSafeError },
    stream,
    transport:
      !stream && process.stdout.isTTY
        ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } }
        : undefined,
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
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
  app.decorate('deps', {
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
    sessionCache,
  });
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('resolvedSession', null);
  app.decorateRequest('visitorTokenHash', null);

  registerI18n(app); // first: every later hook and the error handler answer in its language
  registerErrorHandler(app);
  registerServerTiming(app);
  await registerSecurityHeaders(app, config.publicUrl);
  registerCrossSiteCheck(app, config.publicUrl);
  await registerCompression(app); // before every route: it attaches to routes declared after it
  app.removeContentTypeParser('text/plain'); // bodies are JSON (or multipart where a route says so)
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(twoFactorChallengeRoutes);
  await app.register(bookingRoutes);
  await app.register(paymentRoutes);
  await app.register(contactRoutes);
  await app.register(articleRoutes);
  await app.register(sitemapRoutes);
  await registerRealtime(app, {
    hub: realtime,
    identify: (request, reply) => identifyRealtime(app, request, reply),
  });
  await app.register(chatRoutes);
  await app.register(matterRoutes);
  await app.register(invitationRoutes);
  await app.register(documentRoutes);
  await app.register(documentUploadRoutes);
  await app.register(documentDownloadRoutes);
  await app.register(appointmentRoutes);
  registerClientTopic(realtime);
  await app.register(messageRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoicePdfRoutes);
  await registerAdminScope(app);
  const stopListening = await realtime.start();
  app.addHook('onClose', () => stopListening());
  // Deletes archived chats and outbox mail past the firm's retention settings, daily.
  const retention = startDailyJob({
    db,
    log: app.log,
    name: 'retention',
    task: async (stopping) => void (await runRetention({ db, log: app.log }, stopping)),
  });
  app.addHook('onClose', () => retention.stop()); // before the database closes
  const distDir = path.resolve(options.webDistDir ?? defaultWebDist);
  const ssrRender = await loadSsrRender(path.join(distDir, '..', 'dist-server', 'entry-server.js'));
  await registerWebApp(app, distDir, (template) => createPageResponder(app, template, ssrRender));
  return app;
}
