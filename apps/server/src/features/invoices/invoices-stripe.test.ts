import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  emailOutbox,
  invoicePayments,
  invoices,
  processedStripeEvents,
} from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import {
  createAdmin,
  createClient,
  createInvoice,
  createMatter,
  type TestUser,
} from '../../test/factories';
import { sendStripeEvent, startStripeStub } from '../../test/stripe-stub';

const WEBHOOK_SECRET = 'whsec_invoices';
let t: TestApp;
let stub: Awaited<ReturnType<typeof startStripeStub>>;
let client: TestUser;
let admin: TestUser;
let matterId: string;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_invoices',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stub.url,
    },
  });
  client = await createClient(t, 'payer@example.test');
  admin = await createAdmin(t);
  matterId = await createMatter(t, client.id);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

async function openCheckout(invoiceId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/checkout`,
    headers: { cookie: client.cookie, origin: TEST_PUBLIC_URL },
  });
  expect(response.statusCode).toBe(200);
  return [...stub.sessions.values()].find((s) => s.url === response.json().url)!;
}
const invoiceRow = async (id: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const receipts = () =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'payer@example.test'));

describe('paying an invoice through Stripe Checkout (the official SDK against a local stub)', () => {
  it('charges the server’s amount and currency, and names the invoice', async () => {
    const invoice = await createInvoice(
      t,
      matterId,
      { amountCents: 98_765, currency: 'GBP' },
      admin.id,
    );
    const session = await openCheckout(invoice.id);
    expect(session.amount_total).toBe(98_765);
    expect(session.currency).toBe('gbp');
    expect(session.metadata).toEqual({ invoiceId: invoice.id });
    expect(session.customer_email).toBe('payer@example.test');
    expect(session.success_url).toBe(
      `${TEST_PUBLIC_URL}/invoices?payment=done&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${TEST_PUBLIC_URL}/invoices?payment=cancelled`);
  });

  it('refuses a webhook with a bad signature and writes nothing', async () => {
    const invoice = await createInvoice(t, matterId, {}, admin.id);
    const session = await openCheckout(invoice.id);
    stub.markPaid(session.id);
    const forged = await sendStripeEvent(t.app, {
      type: 'checkout.session.completed',
      session,
      secret: 'whsec_forged',
    });
    expect(forged.statusCode).toBe(400);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await t.db.select().from(processedStripeEvents)).toHaveLength(0);
    expect(await receipts()).toHaveLength(0);
  });

  it('marks it paid once, with one receipt, when the event comes 10 times with the return page', async () => {
    const invoice = await createInvoice(t, matterId, { amountCents: 50_000 }, admin.id);
    const session = await openCheckout(invoice.id);
    const before = (await receipts()).length;
    stub.markPaid(session.id);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        sendStripeEvent(t.app, {
          type: 'checkout.session.completed',
          session,
          secret: WEBHOOK_SECRET,
          id: 'evt_invoice_once',
        }),
      ),
      t.app.inject({
        method: 'POST',
        url: '/api/invoices/payments/confirm',
        headers: { cookie: client.cookie, origin: TEST_PUBLIC_URL },
        payload: { sessionId: session.id },
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    expect(results[10]!.json().invoice).toMatchObject({ id: invoice.id, status: 'paid' });
    expect(await invoiceRow(invoice.id)).toMatchObject({
      status: 'paid',
      paymentSessionId: session.id,
    });
    const mails = await receipts();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toContain('500.00 EUR');
  });

  it('leaves the invoice owed when the checkout expires or the payment fails', async () => {
    const invoice = await createInvoice(t, matterId, {}, admin.id);
    const session = await openCheckout(invoice.id);
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const response = await sendStripeEvent(t.app, { type, session, secret: WEBHOOK_SECRET });
      expect(response.statusCode).toBe(200);
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('closes the open checkout when the firm cancels the invoice', async () => {
    const invoice = await createInvoice(t, matterId, {}, admin.id);
    const session = await openCheckout(invoice.id);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/invoices/${invoice.id}/status`,
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(stub.sessions.get(session.id)!.status).toBe('expired');
  });

  const setStatus = (id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/invoices/${id}/status`,
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL },
      payload: { status },
    });
  const confirm = (sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoices/payments/confirm',
      headers: { cookie: client.cookie, origin: TEST_PUBLIC_URL },
      payload: { sessionId },
    });
  const completed = (session: object) =>
    sendStripeEvent(t.app, { type: 'checkout.session.completed', session, secret: WEBHOOK_SECRET });

  it('applies a payment once: an invoice the firm reopens is not paid again by the old session', async () => {
    const invoice = await createInvoice(t, matterId, {}, admin.id);
    const first = await openCheckout(invoice.id);
    stub.markPaid(first.id);
    await completed(first);
    const before = (await receipts()).length;
    await setStatus(invoice.id, 'overdue'); // refunded by hand, say
    await completed(first); // a late redelivery of another event about the same session
    expect((await confirm(first.id)).json().invoice.status).toBe('overdue');
    // The client can pay the reopened invoice with a new checkout.
    const second = await openCheckout(invoice.id);
    expect(second.id).not.toBe(first.id);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'overdue' });
    expect(await receipts()).toHaveLength(before);
  });

  for (const closedBy of ['paid', 'cancelled'] as const) {
    it(`keeps a payment that lands after the firm marked the invoice ${closedBy}, for a refund`, async () => {
      const invoice = await createInvoice(t, matterId, {}, admin.id);
      const session = await openCheckout(invoice.id);
      stub.markPaid(session.id); // the client pays just as the firm closes the invoice
      expect((await setStatus(invoice.id, closedBy)).statusCode).toBe(200);
      const before = (await receipts()).length;
      expect((await completed(session)).statusCode).toBe(200);
      const late = await confirm(session.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toMatch(/^Your payment was received, but this invoice/);
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: closedBy });
      expect(await receipts()).toHaveLength(before);
      const [payment] = await t.db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.sessionId, session.id));
      expect(payment).toMatchObject({ applied: false, amountCents: 123_450 });
    });
  }
});
