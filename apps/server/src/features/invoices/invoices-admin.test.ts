import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminInvoice, InvoiceList } from '@lexbridge/shared/schemas/invoices';
import { emailOutbox, invoices, profiles } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter } from '../../test/factories';
import { firmToday } from '../matters/service';

describe("the firm's invoices", () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const maria = useClient(t, 'maria@example.test');
  const nikos = useClient(t, 'nikos@example.test');
  let mariaMatter: string;
  let nikosMatter: string;
  const year = firmToday().slice(0, 4);

  beforeAll(async () => {
    await t.db.update(profiles).set({ language: 'el' }).where(eq(profiles.userId, nikos.id));
    mariaMatter = await createMatter(t, maria.id, { title: 'Company formation' });
    nikosMatter = await createMatter(t, nikos.id, { title: 'Αγορά ακινήτου' });
  });

  const create = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices',
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL, 'accept-language': language },
      payload,
    });
  const setStatus = (id: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/invoices/${id}/status`,
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL },
      payload: { status },
    });
  const list = async (query = '') =>
    (
      await t.app.inject({ url: `/api/admin/invoices${query}`, headers: { cookie: admin.cookie } })
    ).json<InvoiceList<AdminInvoice>>();
  const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('refuses a missing matter, amount or due date, and amounts that are not amounts', async () => {
    const good = { matterId: mariaMatter, amount: '100', dueDate: '2026-12-31' };
    for (const missing of ['matterId', 'amount', 'dueDate']) {
      const response = await create({ ...good, [missing]: missing === 'amount' ? ' ' : undefined });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Please fill in all required fields');
    }
    const english = await create({ ...good, amount: '1.234,50' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toBe(
      'Enter the amount as a number with up to two decimals, like 1,234.50.',
    );
    const greek = await create({ ...good, amount: '1,234.50' }, 'el');
    expect(greek.json().error.message).toBe(
      'Γράψτε το ποσό ως αριθμό με έως δύο δεκαδικά, π.χ. 1.234,50.',
    );
    expect((await create({ ...good, amount: '0.00' })).json().error.message).toBe(
      'The amount must be more than zero.',
    );
    expect((await create({ ...good, amount: '1,000,000.00' })).json().error.message).toBe(
      'The amount can be at most 999,999.99.',
    );
    const unknown = await create({ ...good, matterId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(invoices)).toHaveLength(0);
  });

  it('issues a pending invoice with the next number, exact cents and the firm currency', async () => {
    const english = await create({
      matterId: mariaMatter,
      amount: '1,234.50',
      dueDate: '2026-12-31',
      description: 'Incorporation and first-year filings',
    });
    expect(english.statusCode).toBe(201);
    expect(english.json<AdminInvoice>()).toMatchObject({
      number: `KC-${year}-0001`,
      amountCents: 123_450,
      currency: 'EUR',
      status: 'pending',
      language: 'en',
      matterTitle: 'Company formation',
      clientId: maria.id,
      paidAt: null,
    });
    // Greek format, in Greek; the client's language is Greek, so the invoice is written in it.
    const greek = await create(
      { matterId: nikosMatter, amount: '1.234,5', dueDate: '2027-01-15', currency: 'GBP' },
      'el',
    );
    expect(greek.json<AdminInvoice>()).toMatchObject({
      number: `KC-${year}-0002`,
      amountCents: 123_450,
      currency: 'GBP',
      language: 'el',
      description: null,
    });
  });

  it('numbers 20 invoices created at once 1 to 20 more, without gaps or repeats', async () => {
    const before = (await list()).total;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create({ matterId: mariaMatter, amount: `${i + 1}`, dueDate: '2026-12-31' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json<AdminInvoice>().number).sort();
    const expected = Array.from(
      { length: 20 },
      (_, i) => `KC-${year}-${String(before + i + 1).padStart(4, '0')}`,
    );
    expect(numbers).toEqual(expected);
  });

  it('filters by status, client and matter and counts the open ones', async () => {
    const all = await list('?pageSize=5');
    expect(all).toMatchObject({ total: 22, openTotal: 22, page: 1, pageSize: 5 });
    expect(all.invoices).toHaveLength(5);
    expect((await list(`?clientId=${nikos.id}`)).invoices.map((i) => i.number)).toEqual([
      `KC-${year}-0002`,
    ]);
    expect((await list(`?matterId=${nikosMatter}`)).total).toBe(1);
    expect((await list('?search=incorporation')).total).toBe(1);
    // The search also reads the matter's title and the client's name, accents and case aside.
    expect((await list('?search=formation')).total).toBe(21);
    expect((await list('?search=ακινητου')).total).toBe(1);
    expect((await list('?search=NIKOS')).invoices.map((i) => i.number)).toEqual([
      `KC-${year}-0002`,
    ]);
    expect((await list('?status=paid')).total).toBe(0);
  });

  it('changes status freely; moving to sent e-mails the client once, without the amount', async () => {
    const {
      invoices: [first],
    } = await list(`?clientId=${nikos.id}`);
    const sent = await setStatus(first!.id, 'sent');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent' });
    await setStatus(first!.id, 'sent');
    const mails = await mailsTo('nikos@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('KC Law: ένα νέο τιμολόγιο σας περιμένει');
    expect(mails[0]!.text).toContain(`Το τιμολόγιο KC-${year}-0002`);
    expect(mails[0]!.text).toContain(`${TEST_PUBLIC_URL}/invoices`);
    expect(mails[0]!.text).not.toMatch(/1\.234|Αγορά/);

    const paid = (await setStatus(first!.id, 'paid')).json<AdminInvoice>();
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect((await list()).openTotal).toBe(21);
    const reopened = (await setStatus(first!.id, 'overdue')).json<AdminInvoice>();
    expect(reopened).toMatchObject({ status: 'overdue', paidAt: null });
    const bad = await setStatus(first!.id, 'refunded');
    expect(bad.statusCode).toBe(400);
    const missing = await setStatus('00000000-0000-4000-8000-000000000000', 'paid');
    expect(missing.statusCode).toBe(404);
  });
});
