import type { HookContext } from './two-factor-challenge';
import { hasTrustedDevice } from './two-factor-challenge';
import { mayStartSession } from './two-factor-everywhere';

/**
 * The endpoints that create a session only after a right code: the sign-in's code step, and the
 * code that confirms a new authenticator (the session that enrols is replaced by one that passed).
 */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

type NewSession = { userId: string; twoFactorVerified?: unknown };
type AskingSession = { session?: { twoFactorVerified?: unknown } } | null | undefined;

/**
 * Whether a session being created passed a second factor, which admin rights need whatever other
 * sessions of the account did. Yes after a right code; yes on a device remembered at such a sign-in;
 * a session that replaces one of the same browser (a new password, two-factor turned off) keeps
 * what the one it replaces had; any other way in has not.
 */
export async function passedSecondFactor(
  session: NewSession,
  ctx: HookContext | null | undefined,
): Promise<boolean> {
  // Better Auth's plugin copies the replaced session's fields into the new one.
  if (session.twoFactorVerified === true) return true;
  if (!ctx) return false;
  const path = ctx.path ?? '';
  if (CODE_PATHS.has(path)) return true;
  if (!mayStartSession(path) || path.startsWith('/two-factor/')) {
    const asking = ctx.context.session as AskingSession;
    return asking?.session?.twoFactorVerified === true;
  }
  return hasTrustedDevice(ctx, session.userId);
}
