import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import { HttpError } from '../errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** What a checkout pays for: a consultation booking or an invoice, by id. */
export type PaymentReference = { kind: 'booking' | 'invoice'; id: string };

export type CheckoutRequest = {
  reference: PaymentReference;
  title: string;
  description: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** The checkout page's language (Stripe shows its own texts in it). */
  language: Language;
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type CheckoutSession = { id: string; url: string };

export type SessionState = {
  id: string;
  reference: PaymentReference | null;
  paid: boolean;
  status: 'open' | 'complete' | 'expired';
};

/**
 * Stripe Checkout or the built-in test checkout: bookings and invoices cannot tell them apart.
 * `off` (production without Stripe or PAYMENTS_TEST_MODE) opens no checkout at all.
 */
export type PaymentProvider = {
  kind: 'stripe' | 'test' | 'off';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it now; null when it does not know the id. */
  retrieve(sessionId: string): Promise<SessionState | null>;
  /** Closes an unpaid session so it can no longer be paid. */
  expire(sessionId: string): Promise<void>;
  /**
   * Pays `amountCents` of a paid session back to whoever paid it. The same `idempotencyKey` makes
   * the same refund, so a retry after a failure never pays twice. Answers the refund's id.
   */
  refund(sessionId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
};

/**
 * The payment provider failed (refused our key, unreachable, answered an error). Its own words are
 * for the log (`cause`), never for the caller: they can name keys, accounts or internals.
 */
export class PaymentProviderError extends Error {
  constructor(cause: unknown) {
    super('the payment provider failed', { cause });
    this.name = 'PaymentProviderError';
  }
}

/** The answer to a caller whose payment could not be checked because the provider failed. */
export const paymentProviderFailed = () =>
  new HttpError(502, 'PAYMENT_PROVIDER_FAILED', msg('errors:payments.providerFailed'));

/** Runs `call`, which asks the provider: its failure is logged, and answered in our words. */
export async function askingProvider<T>(log: FastifyBaseLogger, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error.cause }, 'the payment provider failed');
    throw paymentProviderFailed();
  }
}

/** The answer to paying while online payment is off: ask the firm, no checkout. */
export const paymentsOff = () => new HttpError(503, 'PAYMENTS_OFF', msg('errors:payments.off'));

/** No online payment: nothing can be paid, so no session exists and none can be closed. */
const offProvider: PaymentProvider = {
  kind: 'off',
  createCheckout: () => Promise.reject(paymentsOff()),
  retrieve: () => Promise.resolve(null),
  expire: () => Promise.resolve(),
  refund: () => Promise.reject(paymentsOff()),
};

export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payments.mode === 'stripe' && config.stripeSecretKey) {
    return createStripeProvider(config.stripeSecretKey, config.stripeApiUrl);
  }
  return config.payments.mode === 'test' ? createTestProvider(db, config.publicUrl) : offProvider;
}
