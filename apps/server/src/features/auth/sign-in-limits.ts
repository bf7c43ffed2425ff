import type { RateLimiter } from '../../platform/rate-limit';
import { msg } from '@lexbridge/shared/i18n/message';

// Per account stops guessing one password; per IP stops spraying many accounts from one place.
export const SIGN_IN_LIMIT_PER_ACCOUNT = 10;
export const SIGN_IN_LIMIT_PER_IP = 30;
export const SIGN_UP_LIMIT_PER_IP = 20;
const WINDOW_SECONDS = 60;

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
    (count) => msg('errors:auth.tooManySignIns', { count }),
  );
}

export function checkSignUpAllowed(limiter: RateLimiter, ip: string) {
  return limiter.enforce(
    [{ key: `sign-up:ip:${ip}`, limit: SIGN_UP_LIMIT_PER_IP, windowSeconds: WINDOW_SECONDS }],
    (count) => msg('errors:auth.tooManySignUps', { count }),
  );
}
