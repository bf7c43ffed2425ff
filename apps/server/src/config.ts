import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import { ADMIN_NAME_MAX } from '@lexbridge/shared/schemas/administrators';
import { parseEncryptionKey } from './platform/crypto/key-format';
import { serverRoot } from './server-root';
import { trustProxySchema } from './trust-proxy';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlOf = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, hint);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number.' })
      .int()
      .min(1, 'PORT must be between 1 and 65535.')
      .max(65535, 'PORT must be between 1 and 65535.')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    BACKUP_DIR: optional,
    DATABASE_URL: optional.pipe(
      urlOf(
        ['postgres:', 'postgresql:'],
        'DATABASE_URL must look like postgres://user:password@host:5432/database.',
      ).optional(),
    ),
    PUBLIC_URL: optional.pipe(
      urlOf(
        ['http:', 'https:'],
        'PUBLIC_URL must be an http(s) URL such as https://www.example.com.',
      ).optional(),
    ),
    AUTH_SECRET: optional.pipe(
      z
        .string()
        .min(32, 'AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32).')
        .optional(),
    ),
    ENCRYPTION_KEY: optional.pipe(
      z
        .string()
        .refine(
          (value) => parseEncryptionKey(value) !== null,
          'ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64 (try: openssl rand -hex 32).',
        )
        .optional(),
    ),
    SMTP_URL: optional.pipe(
      urlOf(
        ['smtp:', 'smtps:'],
        'SMTP_URL must look like smtp://user:password@host:587 or smtps://...',
      ).optional(),
    ),
    ALLOW_NO_SMTP: optional.pipe(
      z.enum(['true', 'false'], { error: 'ALLOW_NO_SMTP must be true or false.' }).optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('KC Law <no-reply@localhost>'),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    PAYMENTS_TEST_MODE: optional.pipe(
      z.enum(['true', 'false'], { error: 'PAYMENTS_TEST_MODE must be true or false.' }).optional(),
    ),
    STRIPE_API_URL: optional.pipe(
      urlOf(['http:', 'https:'], 'STRIPE_API_URL must be an http(s) URL.').optional(),
    ),
    ADMIN_EMAIL: optional.pipe(
      z.email('ADMIN_EMAIL must be an e-mail address.').toLowerCase().optional(),
    ),
    ADMIN_PASSWORD: optional.pipe(
      z
        .string()
        .min(
          PASSWORD_MIN_LENGTH,
          `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters.`,
        )
        .optional(),
    ),
    ADMIN_NAME: optional.pipe(
      z
        .string()
        .max(ADMIN_NAME_MAX, `ADMIN_NAME must be at most ${ADMIN_NAME_MAX} characters.`)
        .refine((name) => !/\p{Cc}/u.test(name), 'ADMIN_NAME must be on one line.')
        .optional(),
    ),
    S3_BUCKET: optional.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens.',
        )
        .optional(),
    ),
    S3_ENDPOINT: optional.pipe(
      urlOf(
        ['http:', 'https:'],
        'S3_ENDPOINT must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000.',
      ).optional(),
    ),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    ADMIN_MFA: z
      .enum(['required', 'optional'], { error: 'ADMIN_MFA must be required or optional.' })
      .default('required'),
    TRUST_PROXY: trustProxySchema,
    METRICS_TOKEN: optional.pipe(
      z
        .string()
        .min(32, 'METRICS_TOKEN must be at least 32 characters (try: openssl rand -hex 32).')
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    message:
      'ADMIN_PASSWORD is set but ADMIN_EMAIL is not: set both to create the first administrator.',
    path: ['ADMIN_EMAIL'],
  })
  // Without mail nobody proves their address: sign-up, invitation and reset links wait in the
  // admin Outbox. A production site runs so only when someone has said they mean it.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL || env.ALLOW_NO_SMTP === 'true', {
    message:
      'SMTP_URL is not set: in production the site needs mail to confirm addresses, invite clients and reset passwords. Set SMTP_URL (smtp://user:password@host:587), or ALLOW_NO_SMTP=true to run without mail (no e-mail leaves the server; an administrator must pass on every link from the admin Outbox).',
    path: ['SMTP_URL'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    message:
      "STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: without it Stripe's payment notices cannot be verified, so a payment made after the visitor left the return page would never be recorded. Set STRIPE_WEBHOOK_SECRET to the signing secret (whsec_...) of the webhook endpoint POST /api/webhooks/stripe.",
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message:
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the SDK's own credentials).",
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    message: 'S3 settings are given but S3_BUCKET is not: set S3_BUCKET to store files in S3.',
    path: ['S3_BUCKET'],
  });

export type Config = ReturnType<typeof toConfig>;

/**
 * How bookings and invoices are paid: Stripe with a key; otherwise the built-in test checkout,
 * which takes no money, so in production it is off unless PAYMENTS_TEST_MODE=true says a
 * demonstration site means it (and then every page says so).
 */
function paymentsOf(env: z.infer<typeof envSchema>) {
  const testModeAsked = env.PAYMENTS_TEST_MODE === 'true';
  if (env.STRIPE_SECRET_KEY) return { mode: 'stripe' as const, testModeBanner: false };
  if (env.NODE_ENV !== 'production' || testModeAsked) {
    return { mode: 'test' as const, testModeBanner: testModeAsked };
  }
  return { mode: 'off' as const, testModeBanner: false };
}

/**
 * A relative DATA_DIR is relative to the folder the user started Lexbridge from: npm runs a script
 * from its workspace's folder (apps/server) but sets INIT_CWD to where `npm` was typed, so
 * `npm start` from the repository root keeps its data in `<root>/data`; without npm, the working
 * directory. Before, every npm script read it from apps/server: `legacyDataDir` is that folder,
 * when it differs, for moving an existing install's data once (db/legacy-data-dir.ts).
 */
function dataDirsOf(dataDir: string, startedFrom: string) {
  const resolved = path.resolve(startedFrom, dataDir);
  const legacy = path.isAbsolute(dataDir) ? resolved : path.resolve(serverRoot, dataDir);
  return { dataDir: resolved, legacyDataDir: legacy === resolved ? undefined : legacy };
}

function toConfig(env: z.infer<typeof envSchema>, startedFrom: string) {
  const dirs = dataDirsOf(env.DATA_DIR, startedFrom);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    ...dirs,
    /** Where `npm run backup` writes archives unless told a file: BACKUP_DIR, else `$DATA_DIR/backups`. */
    backupDir: env.BACKUP_DIR
      ? path.resolve(startedFrom, env.BACKUP_DIR)
      : path.join(dirs.dataDir, 'backups'),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    authSecret: env.AUTH_SECRET,
    /** Encrypts bank account numbers at rest (see platform/crypto/encryption.ts). */
    encryptionKey: env.ENCRYPTION_KEY ? parseEncryptionKey(env.ENCRYPTION_KEY)! : undefined,
    smtpUrl: env.SMTP_URL,
    /** Production without SMTP, allowed explicitly: the start-up log says what it costs. */
    runsWithoutMail: !env.SMTP_URL && env.NODE_ENV === 'production',
    mailFrom: env.MAIL_FROM,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    payments: paymentsOf(env),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    /** The display name that administrator is created with (their replies are signed with it). */
    adminName: env.ADMIN_NAME,
    /** Administrators need a second factor before the admin area answers; `optional` is for development. */
    adminMfaRequired: env.ADMIN_MFA === 'required',
    /** Where uploaded files go: an S3 bucket when S3_BUCKET is set, else `$DATA_DIR/uploads`. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    trustProxy: env.TRUST_PROXY,
    /** The bearer token /metrics asks for; without it /metrics answers 404. */
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
  };
}

/** The variables Lexbridge reads (NODE_ENV aside), for the check that .env.example and the README document each. */
export const configVariables = Object.keys(envSchema.shape).filter((key) => key !== 'NODE_ENV');

export class ConfigError extends Error {}

/** Parses the environment; throws one ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data, env.INIT_CWD || process.cwd());
}
