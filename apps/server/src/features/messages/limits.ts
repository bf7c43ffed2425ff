import { msg } from '@lexbridge/shared/i18n/message';
import type { RateLimiter } from '../../platform/rate-limit';

// A person writing to their lawyer sends a few messages a minute at most; a script hits these fast.
export const MESSAGES_PER_USER_PER_MINUTE = 30;
export const THREADS_PER_USER_PER_HOUR = 20;

/** Counts one message by `userId` (thread starts count as messages too). */
export function checkMessageLimit(limiter: RateLimiter, userId: string) {
  return limiter.enforce(
    [{ key: `messages:user:${userId}`, limit: MESSAGES_PER_USER_PER_MINUTE, windowSeconds: 60 }],
    (count) => msg('errors:messages.tooManyMessages', { count }),
  );
}

/** Counts one new thread by `userId`, and its first message. */
export function checkThreadLimit(limiter: RateLimiter, userId: string) {
  return limiter.enforce(
    [
      { key: `messages:user:${userId}`, limit: MESSAGES_PER_USER_PER_MINUTE, windowSeconds: 60 },
      { key: `threads:user:${userId}`, limit: THREADS_PER_USER_PER_HOUR, windowSeconds: 3600 },
    ],
    (count) => msg('errors:messages.tooManyMessages', { count }),
  );
}
