import type { Language } from '@lexbridge/shared/i18n/languages';
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

/** Stripe Checkout or the built-in test checkout: bookings and invoices cannot tell them apart. */
export type PaymentProvider = {
  kind: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it now; null when it does not know the id. */
  retrieve(sessionId: string): Promise<SessionState | null>;
  /** Closes an unpaid session so it can no longer be paid. */
  expire(sessionId: string): Promise<void>;
};

export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.stripeSecretKey
    ? createStripeProvider(config.stripeSecretKey, config.stripeApiUrl)
    : createTestProvider(db, config.publicUrl);
}
