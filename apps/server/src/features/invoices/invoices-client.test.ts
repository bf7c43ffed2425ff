import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientInvoice, InvoiceList } from '@lexbridge/shared/schemas/invoices';
import { emailOutbox, invoices } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { extractPdfText } from '../../test/pdf-text';
import { createInvoice, createMatter, type TestUser } from '../../test/factories';

describe("the client's invoices and paying them on the test checkout", () => {
  const t = useTestApp();
  const a = useClient(t, 'a@example.test');
  const b = useClient(t, 'b@example.test');
  const admin = useAdmin(t);
  let aMatter: string;
  let owed: { id: string; number: string };
  let cancelled: { id: string; number: string };
  let ofB: { id: string; number: string };

  beforeAll(async () => {
    aMatter = await createMatter(t, a.id, { title: 'Company formation' });
    owed = await createInvoice(t, aMatter, { amountCents: 45_075 }, admin.id);
    cancelled = await createInvoice(t, aMatter, {}, admin.id);
    await t.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, cancelled.id));
    ofB = await createInvoice(t, await createMatter(t, b.id), {}, admin.id);
  });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  const post = (url: string, user: TestUser | undefined, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_PUBLIC_URL, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('lists only the client’s own invoices, with how many are owed', async () => {
    const own = (await get('/api/invoices', a)).json<InvoiceList<ClientInvoice>>();
    expect(own.invoices.map((i) => i.number).sort()).toEqual([owed.number, cancelled.number]);
    expect(own).toMatchObject({ total: 2, openTotal: 1 });
    expect(own.invoices[0]).not.toHaveProperty('clientEmail');
    expect((await get('/api/invoices', admin)).json().total).toBe(0);
    expect((await get('/api/invoices')).statusCode).toBe(401);
  });

  it('counts a matter’s invoices and open invoices on its detail', async () => {
    const detail = await get(`/api/matters/${aMatter}`, a);
    expect(detail.json()).toMatchObject({ invoiceCount: 2, openInvoiceCount: 1 });
  });

  it('gives the PDF to the client and the firm; to anyone else the invoice does not exist', async () => {
    const pdf = await get(`/api/invoices/${owed.id}/pdf`, a);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${owed.number}.pdf`);
    const text = await extractPdfText(pdf.rawPayload);
    expect(text).toContain(owed.number);
    expect(text).toContain('450.75 EUR');
    expect(text).toContain('Company formation');
    expect((await get(`/api/invoices/${owed.id}/pdf`, admin)).statusCode).toBe(200);
    const stranger = await get(`/api/invoices/${owed.id}/pdf`, b);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Invoice not found.');
    expect((await post(`/api/invoices/${owed.id}/checkout`, b)).statusCode).toBe(404);
    expect((await post(`/api/invoices/${ofB.id}/checkout`, a)).statusCode).toBe(404);
  });

  it('refuses to pay what is not owed, and lets only the client pay', async () => {
    const closed = await post(`/api/invoices/${cancelled.id}/checkout`, a);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe('This invoice was cancelled: it is not to be paid.');
    const byFirm = await post(`/api/invoices/${owed.id}/checkout`, admin);
    expect(byFirm.statusCode).toBe(403);
  });

  it('pays exactly the invoice’s amount on the test checkout, once, with one receipt', async () => {
    const checkout = await post(`/api/invoices/${owed.id}/checkout`, a);
    expect(checkout.statusCode).toBe(200);
    const sessionId = checkout.json().url.split('/').at(-1) as string;
    const page = (await get(`/api/checkout/test/${sessionId}`)).json();
    expect(page).toMatchObject({
      status: 'open',
      amountCents: 45_075,
      currency: 'EUR',
      clientEmail: 'a@example.test',
      purchase: { kind: 'invoice', number: owed.number },
    });
    // Confirming before paying changes nothing.
    const early = await post('/api/invoices/payments/confirm', a, { sessionId });
    expect(early.statusCode).toBe(402);

    const paid = await post(`/api/checkout/test/${sessionId}/pay`, undefined);
    expect(paid.json().url).toBe(
      `${TEST_PUBLIC_URL}/invoices?payment=done&session_id=${sessionId}`,
    );
    // Someone else holding the session id learns nothing.
    expect((await post('/api/invoices/payments/confirm', b, { sessionId })).statusCode).toBe(404);
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/invoices/payments/confirm', a, { sessionId })),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(confirms[0]!.json().invoice).toMatchObject({ id: owed.id, status: 'paid' });
    const receipts = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'a@example.test'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`KC Law: payment received for invoice ${owed.number}`);
    expect(receipts[0]!.text).toContain('450.75 EUR');

    const again = await post(`/api/invoices/${owed.id}/checkout`, a);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This invoice has already been paid.');
  });

  it('leaves the invoice as it was when the client cancels the checkout', async () => {
    const open = await createInvoice(t, aMatter, {}, admin.id);
    const checkout = await post(`/api/invoices/${open.id}/checkout`, a, undefined);
    const sessionId = checkout.json().url.split('/').at(-1) as string;
    const back = await post(`/api/checkout/test/${sessionId}/cancel`, undefined);
    expect(back.json().url).toBe(`${TEST_PUBLIC_URL}/invoices?payment=cancelled`);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, open.id));
    expect(row).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('closes the earlier checkout when the client starts another', async () => {
    const open = await createInvoice(t, aMatter, {}, admin.id);
    const first = (await post(`/api/invoices/${open.id}/checkout`, a)).json().url as string;
    await post(`/api/invoices/${open.id}/checkout`, a);
    const firstId = first.split('/').at(-1)!;
    expect((await get(`/api/checkout/test/${firstId}`)).json().status).toBe('expired');
    expect((await post(`/api/checkout/test/${firstId}/pay`, undefined)).statusCode).toBe(409);
  });

  it('takes nothing on the test checkout for an invoice the firm cancelled meanwhile', async () => {
    const open = await createInvoice(t, aMatter, {}, admin.id);
    const checkout = await post(`/api/invoices/${open.id}/checkout`, a);
    const sessionId = checkout.json().url.split('/').at(-1) as string;
    await t.db.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, open.id));
    const pay = await post(`/api/checkout/test/${sessionId}/pay`, undefined);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe(
      'This payment page has expired. Go back to your invoices and press Pay now again.',
    );
    expect((await get(`/api/checkout/test/${sessionId}`)).json().status).toBe('expired');
    expect((await post('/api/invoices/payments/confirm', a, { sessionId })).statusCode).toBe(402);
  });
});
