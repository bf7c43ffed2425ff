import type { RateLimiter } from '../../platform/rate-limit';

// Per account stops guessing one password; per IP stops spraying many accounts from one place.
export const SIGN_IN_LIMIT_PER_ACCOUNT = 10;
export const SIGN_IN_LIMIT_PER_IP = 30;
export const SIGN_UP_LIMIT_PER_IP = 20;
const WINDOW_SECONDS = 60;

const tooMany = (what: string) => (seconds: number) =>
  `Too many ${what} attempts. Please wait ${seconds} seconds and try again.`;

export function checkSignInAllowed(limiter: RateLimiter, ip: string, email: string) {
  return limiter.enforce(
    [
      { key: `sign-in:ip:${ip}`, limit: SIGN_IN_LIMIT_PER_IP, windowSeconds: WINDOW_SECONDS },
      {
        key: `sign-in:account:${email.toLowerCase()}`,
        limit: SIGN_IN_LIMIT_PER_ACCOUNT,
        windowSeconds: WINDOW_SECONDS,
      },
    ],
    tooMany('sign-in'),
  );
}

export function checkSignUpAllowed(limiter: RateLimiter, ip: string) {
  return limiter.enforce(
    [{ key: `sign-up:ip:${ip}`, limit: SIGN_UP_LIMIT_PER_IP, windowSeconds: WINDOW_SECONDS }],
    tooMany('sign-up'),
  );
}
