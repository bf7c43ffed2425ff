import { msg } from '@lexbridge/shared/i18n/message';
import type { RateLimiter } from '../../platform/rate-limit';

/** The e-mails anyone may ask for without signing in; each kind has its own budget. */
export type AccountMailKind = 'sign-in-link' | 'password-reset' | 'verification';

/**
 * Per address, so nobody can flood someone else's mailbox; per IP, so one place cannot mail a
 * whole list of addresses. Every request counts, whether or not the address has an account, so
 * the limit answers the same for both and reveals nothing.
 */
export const ACCOUNT_MAILS_PER_ADDRESS = 3;
export const ACCOUNT_MAIL_ADDRESS_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_MAILS_PER_IP = 10;
export const ACCOUNT_MAIL_IP_WINDOW_SECONDS = 60 * 60;

export function checkAccountMailAllowed(
  limiter: RateLimiter,
  kind: AccountMailKind,
  request: { ip: string; email: string },
) {
  return limiter.enforce(
    [
      {
        key: `${kind}:address:${request.email.toLowerCase()}`,
        limit: ACCOUNT_MAILS_PER_ADDRESS,
        windowSeconds: ACCOUNT_MAIL_ADDRESS_WINDOW_SECONDS,
      },
      {
        key: `${kind}:ip:${request.ip}`,
        limit: ACCOUNT_MAILS_PER_IP,
        windowSeconds: ACCOUNT_MAIL_IP_WINDOW_SECONDS,
      },
    ],
    // The waits are minutes long: said in minutes, rounded up.
    (seconds) => msg('errors:auth.tooManyMails', { count: Math.ceil(seconds / 60) }),
  );
}
