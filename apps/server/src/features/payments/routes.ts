import type { FastifyInstance } from 'fastify';
import { paymentsModeRoutes } from './mode-routes';
import { testCheckoutRoutes } from './test-checkout-routes';
import { stripeWebhookRoutes } from './webhook-routes';

/**
 * What every payment needs, whatever it pays for: Stripe's webhook, and the built-in test checkout
 * when Stripe is not configured.
 */
export async function paymentRoutes(app: FastifyInstance) {
  await app.register(stripeWebhookRoutes);
  await app.register(paymentsModeRoutes);
  if (app.deps.payments.kind === 'test') await app.register(testCheckoutRoutes);
}
