import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

const signer = new Stripe('sk_test_unused');

type StubSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  customer_email: string;
  payment_intent: string | null;
};

/**
 * A local HTTP stand-in for the Stripe API calls the app makes, so the real SDK runs
 * end to end without the network. `requests` records what the SDK sent.
 */
export async function startStripeStub() {
  const sessions = new Map<string, StubSession>();
  const refunds = new Map<string, object>();
  const requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    auth: string;
    idempotencyKey: string;
  }[] = [];
  let counter = 0;

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(body);
      requests.push({
        method: req.method!,
        path,
        form,
        auth: req.headers.authorization ?? '',
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
      });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${counter}`,
        });
        res.end(JSON.stringify(value));
      };
      const notFound = () =>
        send(404, {
          error: { type: 'invalid_request_error', message: 'No such checkout.session' },
        });

      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        counter += 1;
        const id = `cs_test_stub_${counter}`;
        const session: StubSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          metadata: Object.fromEntries(
            [...form.entries()]
              .filter(([key]) => key.startsWith('metadata['))
              .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
          ),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          customer_email: form.get('customer_email') ?? '',
          payment_intent: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // Like Stripe: a repeated idempotency key answers the first refund.
        const key = String(req.headers['idempotency-key'] ?? '');
        const known = refunds.get(key);
        if (known) return send(200, known);
        counter += 1;
        const refund = {
          id: `re_stub_${counter}`,
          object: 'refund',
          payment_intent: form.get('payment_intent'),
          amount: Number(form.get('amount')),
          status: 'succeeded',
        };
        refunds.set(key, refund);
        return send(200, refund);
      }
      const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!session) return notFound();
      if (req.method === 'GET' && !match![2]) return send(200, session);
      if (req.method === 'POST' && match![2]) {
        // Like Stripe: only an open session can be expired.
        if (session.status !== 'open') {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          });
        }
        session.status = 'expired';
        return send(200, session);
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** What Stripe does when the customer pays. */
    markPaid(id: string) {
      const session = sessions.get(id)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_stub_${id.slice('cs_test_stub_'.length)}`;
      return session;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
}

let webhookEvents = 0;
/**
 * POSTs a Stripe event about `session` to the webhook, signed as Stripe signs it (with `secret`;
 * a wrong one forges it). The same `id` makes a redelivery of one event.
 */
export function sendStripeEvent(
  app: FastifyInstance,
  event: { type: string; session: object; secret: string; id?: string },
) {
  webhookEvents += 1;
  const payload = JSON.stringify({
    id: event.id ?? `evt_${webhookEvents}`,
    object: 'event',
    type: event.type,
    data: { object: event.session },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: event.secret });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
