import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';

// Enough for a person who corrects and resends; too few for a bot to flood the firm's inbox.
export const CONTACT_LIMIT_PER_IP = 5;
export const CONTACT_WINDOW_SECONDS = 10 * 60;

export async function checkContactAllowed(limiter: RateLimiter, ip: string) {
  const result = await limiter.hit(
    `contact:ip:${ip}`,
    CONTACT_LIMIT_PER_IP,
    CONTACT_WINDOW_SECONDS,
  );
  if (result.allowed) return;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  throw new HttpError(
    429,
    'RATE_LIMITED',
    `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
    { 'retry-after': String(result.retryAfterSeconds) },
  );
}
