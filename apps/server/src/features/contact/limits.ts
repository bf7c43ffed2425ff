import type { RateLimiter } from '../../platform/rate-limit';

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
    (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      return `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`;
    },
  );
}
