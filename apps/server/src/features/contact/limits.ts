import type { RateLimiter } from '../../platform/rate-limit';
import { msg } from '@lexbridge/shared/i18n/message';

// Enough for a person who corrects and resends; too few for a bot to flood the firm's inbox.
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_WINDOW_SECONDS = 10 * 60;

export function checkContactAllowed(limiter: RateLimiter, ip: string) {
  return limiter.enforce(
    [
      {
        key: `contact:ip:${ip}`,
        limit: CONTACT_LIMIT_PER_IP,
        windowSeconds: CONTACT_WINDOW_SECONDS,
      },
    ],
    (seconds) => msg('errors:contact.tooMany', { count: Math.ceil(seconds / 60) }),
  );
}
