import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { incomingSessionToken, mayStartSession } from './two-factor-everywhere';

export type SignedInSession = { userId: string; createdAt: Date; ipAddress?: string | null };

/**
 * Tells `onSignIn` of each completed sign-in, however it began (password, sign-up, confirmation or
 * e-mailed link, the two-factor code). It runs after the two-factor hooks: a password that still
 * waits for its code has no session by then, so it is no sign-in yet, and the code that completes
 * it is. Renewing or replacing a session already held (a refresh, a password change, turning
 * two-factor on or off) is not a sign-in either.
 */
export function signInNotice(
  onSignIn: (session: SignedInSession) => Promise<void>,
): BetterAuthPlugin {
  return {
    id: 'sign-in-notice',
    hooks: {
      after: [
        {
          matcher: (context) => mayStartSession(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created) return;
            if (created.session.token === (await incomingSessionToken(ctx))) return;
            // An endpoint acting for the signed-in account (turning two-factor on or off) may
            // replace its session: the same person, still signed in, not a new sign-in.
            const holder = (ctx.context.session as { user?: { id?: string } } | null)?.user?.id;
            if (holder !== undefined && holder === created.user.id) return;
            await onSignIn(created.session);
          }),
        },
      ],
    },
  };
}
