import { publicAccess } from '../../platform/authz/access';

/** Who may do what with checkouts. */
export const paymentsPolicy = {
  /** Ask whether online payment is on, and how: anyone. */
  mode: publicAccess,
  /**
   * Open, pay or cancel a test checkout: anyone holding its session id (the id is the key, as a
   * Stripe checkout's URL is).
   */
  testCheckout: publicAccess,
  /** Stripe's webhook: anyone; the signature on the raw body, not a session, authenticates it. */
  webhook: publicAccess,
};
