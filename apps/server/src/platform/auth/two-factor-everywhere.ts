import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import {
  expireTrustCookie,
  hasTrustedDevice,
  replaceSessionWithChallenge,
  type HookContext,
} from './two-factor-challenge';

/**
 * Where the web app shows the code step of a pending sign-in, in the language of the page the link
 * was going to (a Greek link's `callbackURL` starts with /el).
 */
export function challengePage(callbackURL: unknown) {
  const greek = typeof callbackURL === 'string' && /^\/el(\/|$|\?)/.test(callbackURL);
  return `${greek ? '/el' : ''}/auth?twoFactor=1`;
}

// Better Auth's two-factor plugin already challenges these.
const PLUGIN_SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/sign-in/phone-number',
]);
// These renew the session of someone already signed in (or finish a challenge): not a way in.
const SESSION_RENEWAL_PATHS = new Set([
  '/get-session',
  '/update-session',
  '/update-user',
  '/change-password',
  '/change-email',
]);

/** Whether the endpoint at `path` can be a way in (not a renewal of a session already held). */
export function mayStartSession(path: string) {
  return !SESSION_RENEWAL_PATHS.has(path);
}

function isWayIn(path: string) {
  return (
    !PLUGIN_SIGN_IN_PATHS.has(path) &&
    !SESSION_RENEWAL_PATHS.has(path) &&
    !path.startsWith('/two-factor/')
  );
}

/** The token of the session the request came with, if any: renewing it is no new sign-in. */
export async function incomingSessionToken(ctx: HookContext) {
  const value = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  return value || null;
}

/**
 * The second factor on every way in, not only the password: Better Auth's plugin challenges only
 * its own sign-in paths, so a confirmation link's automatic sign-in, an e-mailed sign-in link or any
 * later way in would otherwise skip the code. After any endpoint that started a session for an
 * account with two-factor on (and no trusted device), the session becomes the same pending
 * challenge; a link opened in the browser (GET) is sent to the sign-in page's code step.
 */
export function twoFactorOnEveryWayIn(): BetterAuthPlugin {
  return {
    id: 'two-factor-on-every-way-in',
    hooks: {
      after: [
        {
          matcher: (context) => isWayIn(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            const user = created?.user as { id: string; twoFactorEnabled?: boolean } | undefined;
            if (!created || !user?.twoFactorEnabled) return;
            if (created.session.token === (await incomingSessionToken(ctx))) return;
            if (await hasTrustedDevice(ctx, user.id)) return;
            expireTrustCookie(ctx);
            await replaceSessionWithChallenge(ctx, {
              userId: user.id,
              token: created.session.token,
            });
            if (ctx.request?.method === 'GET')
              throw ctx.redirect(challengePage(ctx.query?.callbackURL));
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
          }),
        },
      ],
    },
  };
}
