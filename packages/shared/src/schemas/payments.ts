/**
 * GET /api/payments/mode: whether the built-in test checkout runs on purpose on a live site
 * (PAYMENTS_TEST_MODE=true), so every page says no real payment is taken.
 */
export type PaymentsMode = { testMode: boolean };

/** Its query-cache key: the server fills it when it renders a page, the browser reads it. */
export const paymentsModeQueryKey = ['payments', 'mode'] as const;
