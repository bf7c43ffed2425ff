import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';

// Per account stops guessing one password; per IP stops spraying many accounts from one place.
export const SIGN_IN_LIMIT_PER_ACCOUNT = 10;
export const SIGN_IN_LIMIT_PER_IP = 30;
export const SIGN_UP_LIMIT_PER_IP = 20;
const WINDOW_SECONDS = 60;

function tooMany(retryAfterSeconds: number, what: string) {
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many ${what} attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function checkSignInAllowed(limiter: RateLimiter, ip: string, email: string) {
  const [byIp, byAccount] = await Promise.all([
    limiter.hit(`sign-in:ip:${ip}`, SIGN_IN_LIMIT_PER_IP, WINDOW_SECONDS),
    limiter.hit(
      `sign-in:account:${email.toLowerCase()}`,
      SIGN_IN_LIMIT_PER_ACCOUNT,
      WINDOW_SECONDS,
    ),
  ]);
  const refused = [byIp, byAccount].filter((result) => !result.allowed);
  if (refused.length > 0)
    throw tooMany(Math.max(...refused.map((r) => r.retryAfterSeconds)), 'sign-in');
}

export async function checkSignUpAllowed(limiter: RateLimiter, ip: string) {
  const result = await limiter.hit(`sign-up:ip:${ip}`, SIGN_UP_LIMIT_PER_IP, WINDOW_SECONDS);
  if (!result.allowed) throw tooMany(result.retryAfterSeconds, 'sign-up');
}
