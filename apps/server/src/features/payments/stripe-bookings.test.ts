import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox, processedStripeEvents } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { sendStripeEvent, startStripeStub } from '../../test/stripe-stub';
import { bookSlot, freeTimes, futureMonday } from '../../test/booking-http';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let stub: Awaited<ReturnType<typeof startStripeStub>>;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_lexbridge',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stub.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

function webhook(type: string, session: object, options: { id?: string; secret?: string } = {}) {
  return sendStripeEvent(t.app, {
    type,
    session,
    secret: options.secret ?? WEBHOOK_SECRET,
    id: options.id,
  });
}

async function bookThroughStripe(date: string, time: string, email: string) {
  const response = await bookSlot(t.app, { type: 'extended', date, time, email });
  expect(response.statusCode).toBe(200);
  const url = response.json().url as string;
  const session = [...stub.sessions.values()].find((s) => s.url === url)!;
  return session;
}

describe('Stripe Checkout through the official SDK', () => {
  it('opens a session for the server price with the booking id and the site URLs', async () => {
    const session = await bookThroughStripe(futureMonday(2), '09:00', 'stripe1@example.test');
    const create = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(create.auth).toBe('Bearer sk_test_lexbridge');
    expect(session.amount_total).toBe(30_000);
    expect(session.currency).toBe('eur');
    expect(session.success_url).toBe(
      `${TEST_PUBLIC_URL}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toMatch(`${TEST_PUBLIC_URL}/booking-canceled?booking=`);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, session.metadata.bookingId!));
    expect(booking).toMatchObject({ status: 'pending_payment', paymentSessionId: session.id });
  });

  it('refuses a webhook with a bad signature and writes nothing', async () => {
    const session = await bookThroughStripe(futureMonday(3), '09:00', 'stripe2@example.test');
    stub.markPaid(session.id);
    const forged = await webhook('checkout.session.completed', session, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'checkout.session.completed',
        data: { object: session },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.db.select().from(processedStripeEvents)).toHaveLength(0);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, session.id));
    expect(booking!.status).toBe('pending_payment');
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'stripe2@example.test')),
    ).toHaveLength(0);
  });

  it('confirms one booking with one e-mail when the event arrives 10 times with the success page', async () => {
    const date = futureMonday(4);
    const session = await bookThroughStripe(date, '11:00', 'stripe3@example.test');
    stub.markPaid(session.id);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        webhook('checkout.session.completed', session, { id: 'evt_same' }),
      ),
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/confirm',
        payload: { sessionId: session.id },
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    expect(results[10]!.json().appointment).toMatchObject({
      date,
      time: '11:00',
      type: 'extended',
    });
    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.clientEmail, 'stripe3@example.test'));
    expect(rows.map((row) => row.status)).toEqual(['confirmed']);
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'stripe3@example.test')),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(processedStripeEvents)
        .where(eq(processedStripeEvents.id, 'evt_same')),
    ).toHaveLength(1);
  });

  it('waits on an unpaid completed session and confirms on async_payment_succeeded', async () => {
    const session = await bookThroughStripe(futureMonday(5), '11:00', 'stripe4@example.test');
    expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
    const [pending] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, session.id));
    expect(pending!.status).toBe('pending_payment');
    stub.markPaid(session.id);
    await webhook('checkout.session.async_payment_succeeded', session);
    const [paid] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, session.id));
    expect(paid!.status).toBe('confirmed');
  });

  it('frees the slot when the session expires or the payment fails', async () => {
    const date = futureMonday(6);
    const expiring = await bookThroughStripe(date, '13:00', 'stripe5@example.test');
    const failing = await bookThroughStripe(date, '15:00', 'stripe6@example.test');
    expect(await freeTimes(t.app, date)).not.toContain('13:00');
    await webhook('checkout.session.expired', expiring);
    await webhook('checkout.session.async_payment_failed', failing);
    const times = await freeTimes(t.app, date);
    expect(times).toContain('13:00');
    expect(times).toContain('15:00');
  });
});

describe('a cancellation before the cut-off, paid through Stripe', () => {
  it('refunds the payment through the Stripe API once, however often it is asked', async () => {
    const session = await bookThroughStripe(
      futureMonday(16),
      '11:00',
      'stripe-refund@example.test',
    );
    stub.markPaid(session.id);
    expect((await webhook('checkout.session.completed', session)).statusCode).toBe(200);
    const bookingId = session.metadata.bookingId!;
    const token = t.app.deps.signedLinks.sign('booking-manage', bookingId);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/manage/${token}/cancel`,
        payload: { reason: 'Settled out of court' },
      });
    // Two clicks at once: each may ask Stripe, with the same key, so Stripe makes one refund.
    const answers = await Promise.all([cancel(), cancel()]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 'cancelled' });

    const refunds = stub.requests.filter((r) => r.path === '/v1/refunds');
    expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`cancel-${bookingId}`]));
    for (const refund of refunds) {
      expect(refund.form.get('payment_intent')).toBe(session.payment_intent);
      expect(refund.form.get('amount')).toBe('30000');
    }
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      status: 'cancelled',
      refundedCents: 30_000,
      refundId: expect.stringMatching(/^re_stub_/),
    });
    // The client is told once.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'stripe-refund@example.test'));
    expect(mails.filter((mail) => mail.subject.includes('is cancelled'))).toHaveLength(1);
  });
});
