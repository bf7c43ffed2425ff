import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox, invoicePayments, invoices } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useClient, useTestApp } from '../../test/suite';
import { createAdmin, createInvoice, createMatter, type TestUser } from '../../test/factories';
import { bookSlot, futureMonday, sessionIdOf } from '../../test/booking-http';

/**
 * Paying on the test checkout records the payment at once, as Stripe's webhook does for a real
 * one: the payer may close the tab before the page they return to ever loads.
 */
describe('the test checkout records a payment without the return page', () => {
  const t = useTestApp();
  const client = useClient(t, 'anna@example.test');
  let matter: string;

  beforeAll(async () => {
    const admin = await createAdmin(t);
    matter = await createMatter(t, client.id, { title: 'Company formation' });
    await createInvoice(t, matter, {}, admin.id); // another invoice, which stays owed
  });

  const post = (url: string, user?: TestUser) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_PUBLIC_URL, ...(user ? { cookie: user.cookie } : {}) },
    });
  const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('marks the invoice paid and sends its receipt when the client pays', async () => {
    const invoice = await createInvoice(t, matter);
    const checkout = await post(`/api/invoices/${invoice.id}/checkout`, client);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = sessionIdOf(checkout.json<{ url: string }>().url);
    const mailsBefore = (await mailsTo('anna@example.test')).length;

    const paid = await post(`/api/checkout/test/${sessionId}/pay`);
    expect(paid.statusCode).toBe(200);
    // The return URL is never visited.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid' });
    expect(row!.paidAt).toBeInstanceOf(Date);
    const payments = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toMatchObject([{ sessionId, provider: 'test', applied: true }]);
    expect(await mailsTo('anna@example.test')).toHaveLength(mailsBefore + 1);

    // Paying again (a second click) records nothing more.
    expect((await post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(200);
    expect(await mailsTo('anna@example.test')).toHaveLength(mailsBefore + 1);
  });

  it('confirms the consultation and sends its confirmation when the visitor pays', async () => {
    const booked = await bookSlot(t.app, {
      type: 'initial',
      date: futureMonday(),
      time: '11:00',
      email: 'visitor@example.test',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const sessionId = sessionIdOf(booked.json<{ url: string }>().url);

    expect((await post(`/api/checkout/test/${sessionId}/pay`)).statusCode).toBe(200);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    expect(booking).toMatchObject({ status: 'confirmed' });
    expect(await mailsTo('visitor@example.test')).toHaveLength(1);
  });

  it('opens the test checkout in the language the client pays in', async () => {
    const invoice = await createInvoice(t, matter);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/checkout`,
      headers: { origin: TEST_PUBLIC_URL, cookie: client.cookie, 'accept-language': 'el' },
    });
    const { url } = checkout.json<{ url: string }>();
    expect(url).toBe(`${TEST_PUBLIC_URL}/el/checkout/test/${sessionIdOf(url)}`);
  });
});
