import type { FastifyBaseLogger } from 'fastify';
import { serviceDeps, type AppDeps } from '../../platform/deps';
import { fulfil } from '../booking';
import { fulfilInvoicePayment } from '../invoices';

/** What recording either kind of checkout uses (`config` for the public URL of the invoice mail). */
type CheckoutDeps = Pick<
  AppDeps,
  'config' | 'db' | 'mailer' | 'payments' | 'realtime' | 'signedLinks'
>;

/**
 * Records a checkout the payer completed: the invoice it paid, or the consultation it booked.
 * Both ask the payment provider whether the session is paid (never the caller), and are safe to
 * run again: Stripe's webhook, the test checkout's Pay button and the return page all end here,
 * so a payment is recorded whether or not the payer ever sees the page they are sent back to.
 */
export async function recordPaidCheckout(
  deps: CheckoutDeps,
  log: FastifyBaseLogger,
  kind: 'invoice' | 'booking',
  sessionId: string,
): Promise<void> {
  if (kind === 'invoice') {
    await fulfilInvoicePayment(serviceDeps(deps, log), sessionId);
  } else {
    await fulfil(serviceDeps(deps, log), sessionId);
  }
}
