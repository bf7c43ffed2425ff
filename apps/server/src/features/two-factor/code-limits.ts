import { msg } from '@lexbridge/shared/i18n/message';
import type { RateLimiter } from '../../platform/rate-limit';
import { tooManyRequests } from '../../platform/errors';

/**
 * Wrong codes per account: after this many in the window, no code is checked until the oldest
 * leaves it. Six digits are a million guesses; five per quarter hour make guessing hopeless, while
 * a person who mistypes still gets in.
 */
export const WRONG_CODES_LIMIT = 5;
export const WRONG_CODES_WINDOW_SECONDS = 15 * 60;

const keyOf = (userId: string) => `two-factor:wrong-code:${userId}`;

function lockedOut(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(msg('errors:auth.twoFactorLocked', { count: minutes }), retryAfterSeconds);
}

/** Refuses (429, saying for how long) while the account is locked out by wrong codes. */
export async function assertCodesAllowed(limiter: RateLimiter, userId: string) {
  const state = await limiter.peek(keyOf(userId), WRONG_CODES_WINDOW_SECONDS);
  if (state.count >= WRONG_CODES_LIMIT) throw lockedOut(state.retryAfterSeconds);
}

/**
 * Counts a wrong code. Returns the lockout error when this one used up the allowance (the caller
 * audits it and answers with it); null while tries remain.
 */
export async function recordWrongCode(limiter: RateLimiter, userId: string) {
  const result = await limiter.hit(
    keyOf(userId),
    WRONG_CODES_LIMIT - 1,
    WRONG_CODES_WINDOW_SECONDS,
  );
  return result.allowed ? null : lockedOut(result.retryAfterSeconds);
}
