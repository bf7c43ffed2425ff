import type Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentProvider,
  type CheckoutRequest,
  type PaymentReference,
  type SessionState,
} from './payments';
import { createStripeClient } from './stripe-client';

function sessionStatus(status: string | null): SessionState['status'] {
  return status === 'complete' || status === 'expired' ? status : 'open';
}

/** A booking's session carries `bookingId` in its metadata, an invoice's `invoiceId`. */
export function referenceOf(metadata: Stripe.Metadata | null | undefined): PaymentReference | null {
  if (metadata?.invoiceId) return { kind: 'invoice', id: metadata.invoiceId };
  if (metadata?.bookingId) return { kind: 'booking', id: metadata.bookingId };
  return null;
}

const metadataOf = (reference: PaymentReference): Stripe.MetadataParam => ({
  [reference.kind === 'invoice' ? 'invoiceId' : 'bookingId']: reference.id,
});

export function toSessionState(session: Stripe.Checkout.Session): SessionState {
  return {
    id: session.id,
    reference: referenceOf(session.metadata),
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    status: sessionStatus(session.status),
  };
}

/**
 * The SDK's errors carry Stripe's status code and message; passed on, the error handler would
 * answer a 4xx one to the caller in Stripe's words. Wrapped, they are logged and answered as ours.
 */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentProviderError(error);
  }
}

export function createStripeProvider(secretKey: string, apiUrl?: string): PaymentProvider {
  const stripe = createStripeClient(secretKey, apiUrl);
  return {
    kind: 'stripe',
    createCheckout: (request) => stripeCall(() => createSession(stripe, request)),
    async retrieve(sessionId) {
      try {
        return toSessionState(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw new PaymentProviderError(error);
      }
    },
    expire: (sessionId) =>
      stripeCall(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      }),
    refund: (sessionId, amountCents, idempotencyKey) =>
      stripeCall(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intent = session.payment_intent;
        if (!intent) throw new Error(`checkout session ${sessionId} has no payment to refund`);
        const refund = await stripe.refunds.create(
          { payment_intent: typeof intent === 'string' ? intent : intent.id, amount: amountCents },
          { idempotencyKey },
        );
        return { id: refund.id };
      }),
  };
}

async function createSession(stripe: Stripe, request: CheckoutRequest) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer_email: request.customerEmail,
    locale: request.language,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountCents,
          product_data: { name: request.title, description: request.description },
        },
      },
    ],
    metadata: metadataOf(request.reference),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
  return { id: session.id, url: session.url };
}
