import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { processedStripeEvents } from '../../db/schema/index';
import { badRequest } from '../../platform/errors';
import { createStripeClient } from '../../platform/payments/stripe-client';
import { referenceOf } from '../../platform/payments/stripe-provider';
import { releaseSession } from '../booking';
import { recordPaidCheckout } from './record-paid-checkout';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { paymentsPolicy } from './policy';

/**
 * POST /api/webhooks/stripe. Registered in its own scope so only this route reads the raw body,
 * which the signature is computed over; every other route keeps the JSON parser. A session's
 * signed metadata says what it paid for: a booking or an invoice.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, paymentsPolicy.webhook);
  const { deps } = app;
  const { stripeSecretKey, stripeWebhookSecret, stripeApiUrl } = deps.config;
  const stripe = stripeSecretKey ? createStripeClient(stripeSecretKey, stripeApiUrl) : null;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', async (request) => {
    if (!stripe || !stripeWebhookSecret)
      throw badRequest(msg('errors:booking.webhooksNotConfigured'));
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        request.body as Buffer,
        String(signature ?? ''),
        stripeWebhookSecret,
      );
    } catch {
      throw badRequest(msg('errors:booking.badSignature'), 'BAD_SIGNATURE');
    }
    const [seen] = await deps.db
      .select()
      .from(processedStripeEvents)
      .where(eq(processedStripeEvents.id, event.id));
    if (seen) return { received: true };

    const log = request.log;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // Both ask Stripe for the session, so an unpaid "completed" (async methods) waits.
        const kind = referenceOf(event.data.object.metadata)?.kind ?? 'booking';
        await recordPaidCheckout(deps, log, kind, event.data.object.id);
        break;
      }
      // An invoice whose payment failed or expired simply stays owed; a booking frees its slot.
      case 'checkout.session.async_payment_failed':
        await releaseSession(deps.db, event.data.object.id, 'cancelled');
        break;
      case 'checkout.session.expired':
        await releaseSession(deps.db, event.data.object.id, 'expired');
        break;
      default:
        break;
    }
    // Recorded after handling: if handling fails, Stripe's retry is processed instead of skipped.
    await deps.db
      .insert(processedStripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing();
    return { received: true };
  });
}
