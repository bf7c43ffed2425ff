import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseKind, Db } from '../db/client';
import type { Auth } from './auth/better-auth';
import type { ResolvedSession } from './auth/guards';
import type { SessionCache } from './auth/session-cache';
import type { Cipher } from './crypto/cipher';
import type { Mailer } from './mailer/mailer';
import type { Metrics } from './metrics/registry';
import type { PaymentProvider } from './payments/payments';
import type { RateLimiter } from './rate-limit';
import type { Hub } from './realtime/hub';
import type { FileStorage } from './storage/storage';
import type { VisitorTokens } from './visitor-token';
import type { SignedLinks } from './signed-links';

/**
 * What the server is built from, made once at start (src/create-deps.ts) and reached by every
 * route as `app.deps`. It lives in platform so that features type it without importing the app.
 */
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
  /** Makes and reads single-purpose links sent by e-mail (a booking's manage link). */
  signedLinks: SignedLinks;
  /** Sessions as looked up, for a few seconds (see createSessionCache: never past a sign-out). */
  sessionCache: SessionCache<ResolvedSession>;
  /** Prometheus metrics, served at /metrics with METRICS_TOKEN; code adds gauges with `gauge`. */
  metrics: Metrics;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * The dependencies plus what services that mail or log need beside them: the public URL their
 * links start with and the logger of the request (or of the app) they run for. A service takes
 * only the few it uses, `Pick<ServiceDeps, 'db' | 'mailer' | ...>`, so a reader sees what it
 * touches and a test passes just those.
 */
export type ServiceDeps = AppDeps & { publicUrl: string; log: FastifyBaseLogger };

/**
 * Builds them: one way, instead of each route spreading `{ ...deps, publicUrl, log }` by hand.
 * From all of `AppDeps` or from only some (with `config`, for the URL), for a caller that itself
 * declares the few it hands on.
 */
export function serviceDeps<D extends Pick<AppDeps, 'config'>>(deps: D, log: FastifyBaseLogger) {
  return { ...deps, publicUrl: deps.config.publicUrl, log };
}
