import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import type { Mailer } from '../mailer/mailer';
import { requestLanguage } from '../i18n/request-language';
import { verificationMail } from './verification-mail';
import { TRUST_DEVICE_SECONDS, CHALLENGE_SECONDS } from './two-factor-challenge';
import { twoFactorOnEveryWayIn } from './two-factor-everywhere';

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** Told of every new session, however it began (password, sign-up, confirmation link, ...). */
  onSignIn?: (session: { userId: string; ipAddress?: string | null }) => Promise<void>;
  /** Told of every deleted session, however it ended (sign-out, revoked, password reset, ...). */
  onSessionEnd?: (session: { id: string }) => Promise<void>;
};

export const SESSION_COOKIE_PREFIX = 'lexbridge';
/** Part of the session cookie's name (with or without the __Secure- prefix). */
export const SESSION_COOKIE_MARK = `${SESSION_COOKIE_PREFIX}.session_token=`;

export function createAuth({ db, config, mailer, secret, log, onSignIn, onSessionEnd }: AuthDeps) {
  // Confirmation links only make sense when mail can reach people.
  const confirmByEmail = mailer.delivers;
  return betterAuth({
    appName: firm.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: confirmByEmail,
      autoSignIn: true,
    },
    emailVerification: {
      sendOnSignUp: confirmByEmail,
      sendOnSignIn: confirmByEmail,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }, request) {
        try {
          // The profile's language; just after sign-up, before it exists, the request's.
          const [profile] = await db
            .select({ language: schema.profiles.language })
            .from(schema.profiles)
            .where(eq(schema.profiles.userId, user.id));
          const language = profile?.language ?? headersLanguage(request?.headers);
          await mailer.send(verificationMail(user.email, url, language));
        } catch (error) {
          // Signing in again re-sends the link, so a failed mail never leaves the account stuck.
          log.error({ err: error, to: user.email }, 'could not send the confirmation mail');
        }
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Ours, in the database, per IP and per account: see features/auth/sign-in-limits.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      // Authenticator apps (TOTP) and backup codes; the apps list the account under the firm's name.
      // Without a password (an account that only signs in by link) none is asked to manage them.
      twoFactor({
        issuer: firm.name,
        allowPasswordless: true,
        trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
        twoFactorCookieMaxAge: CHALLENGE_SECONDS,
        backupCodeOptions: { amount: 10 },
      }),
      // After the plugin: every other way in asks for the code too.
      twoFactorOnEveryWayIn(),
    ],
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user, context) {
            // A new account speaks the language it signed up in; PATCH /api/me changes it.
            const language = headersLanguage(context?.headers ?? context?.request?.headers);
            await db
              .insert(schema.profiles)
              .values({
                userId: user.id,
                displayName: user.name || user.email.split('@')[0]!,
                language,
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          // The firm's client list shows the last sign-in; sessions vanish on sign-out, so keep it.
          async after(session) {
            await db
              .update(schema.profiles)
              .set({ lastSignInAt: session.createdAt })
              .where(eq(schema.profiles.userId, session.userId));
            await onSignIn?.(session);
          },
        },
        // Runs after the deleting transaction commits, for every way Better Auth deletes one.
        delete: { after: async (session) => void (await onSessionEnd?.(session)) },
      },
    },
    logger: {
      log(level, message, ...args) {
        log[level]({ args }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The language of the request Better Auth is handling (see platform/i18n/request-language). */
function headersLanguage(headers: Headers | undefined) {
  return requestLanguage({
    'accept-language': headers?.get('accept-language') ?? undefined,
    cookie: headers?.get('cookie') ?? undefined,
  });
}
