import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth/minimal';
import { magicLink } from 'better-auth/plugins/magic-link';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import {
  RESET_LINK_VALID_MINUTES,
  SIGN_IN_LINK_VALID_MINUTES,
} from '@lexbridge/shared/schemas/account-links';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import type { Mailer } from '../mailer/mailer';
import type { RateLimiter } from '../rate-limit';
import { requestLanguage } from '../i18n/request-language';
import { TRUST_DEVICE_SECONDS, CHALLENGE_SECONDS, type HookContext } from './two-factor-challenge';
import { twoFactorOnEveryWayIn } from './two-factor-everywhere';
import { passedSecondFactor } from './session-factor';
import { signInNotice } from './sign-in-notice';
import { redactLinks } from '../log-redaction';
import { createLinkMailers } from './link-mailers';
import { hashSignInToken } from './sign-in-tokens';

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Caps the confirmation mails that signing in again re-sends. */
  rateLimiter: RateLimiter;
  secret: string;
  log: FastifyBaseLogger;
  /** Told of every completed sign-in, however it began (password and code, link, sign-up, ...). */
  onSignIn?: (session: { userId: string; ipAddress?: string | null }) => Promise<void>;
  /** Told of every deleted session, however it ended (sign-out, revoked, password reset, ...). */
  onSessionEnd?: (session: { id: string }) => Promise<void>;
  /** After an account's row changed (name, e-mail, two-factor on or off). */
  onUserChange?: (user: { id: string }) => Promise<void>;
  /** Told after a password was reset through an e-mailed link (every session is gone by then). */
  onPasswordReset?: (
    user: { id: string; email: string; name: string },
    ip: string | null,
  ) => Promise<void>;
};

export const SESSION_COOKIE_PREFIX = 'lexbridge';
/** Part of the session cookie's name (with or without the __Secure- prefix). */
export const SESSION_COOKIE_NAME = `${SESSION_COOKIE_PREFIX}.session_token`;
export const SESSION_COOKIE_MARK = `${SESSION_COOKIE_NAME}=`;

export function createAuth(deps: AuthDeps) {
  const { db, config, secret, log, onSignIn, onSessionEnd, onUserChange, onPasswordReset } = deps;
  const linkMailers = createLinkMailers(deps);
  const production = config.nodeEnv === 'production';
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
      // Always, SMTP or not: a password set before the address was proven (an account made before
      // sign-up mailed links first) may be a stranger's. Without SMTP the mail waits in the Outbox.
      requireEmailVerification: true,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_MINUTES * 60,
      // Whoever reset the password may be locking out someone who stole the old one.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => linkMailers.sendResetLink(user, token),
      async onPasswordReset({ user }, request) {
        await onPasswordReset?.(user, request?.headers.get('x-forwarded-for') ?? null);
      },
    },
    // Sign-up is ours (features/auth/sign-up.ts); an unconfirmed account that signs in is mailed
    // the link that proves its address, never Better Auth's own (/verify-email is not served).
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: true,
      sendVerificationEmail: ({ user }, request) =>
        linkMailers.sendVerification(user, headersLanguage(request?.headers)),
    },
    // A copy of the database must not reset anyone's password: reset tokens are kept hashed
    // (sign-in tokens are hashed by the magic-link plugin below).
    verification: {
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_VALID_MINUTES * 60,
        // Accounts are made by signing up or by the firm's invitation, never by a link.
        disableSignUp: true,
        storeToken: { type: 'custom-hasher', hash: async (token) => hashSignInToken(token) },
        sendMagicLink: ({ email, token }) => linkMailers.sendSignInLink(email, token),
      }),
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
      // Last: only a sign-in the two-factor hooks let through counts.
      signInNotice(async (session) => {
        // The firm's client list shows the last sign-in; sessions vanish on sign-out, so keep it.
        await db
          .update(schema.profiles)
          .set({ lastSignInAt: session.createdAt })
          .where(eq(schema.profiles.userId, session.userId));
        await onSignIn?.(session);
      }),
    ],
    // Ours (see the users table): read with the session, so a request knows whether an
    // administrator's name may sign replies. Set by our own code only, never by a request.
    user: {
      additionalFields: { nameChosen: { type: 'boolean', required: false, input: false } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Set by the create hook below, never by a request. No default here: a session that
      // replaces another keeps the value Better Auth copies over (the column defaults to false).
      additionalFields: { twoFactorVerified: { type: 'boolean', required: false, input: false } },
    },
    // Ours, in the database, per IP and per account: see features/auth/sign-in-limits.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        update: { after: async (user) => void (await onUserChange?.(user)) },
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
          before: async (session, context) => ({
            data: {
              ...session,
              twoFactorVerified: await passedSecondFactor(session, context as HookContext | null),
            },
          }),
        },
        // Runs after the deleting transaction commits, for every way Better Auth deletes one.
        delete: { after: async (session) => void (await onSessionEnd?.(session)) },
      },
    },
    logger: {
      log(level, message, ...args) {
        // In production no link reaches the log, even inside an error Better Auth reports.
        if (production) {
          const safe = args.map((arg) =>
            redactLinks(arg instanceof Error ? arg.message : String(JSON.stringify(arg))),
          );
          return log[level]({ args: safe }, `better-auth: ${redactLinks(message)}`);
        }
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
