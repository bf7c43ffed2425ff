import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AuditEntry, AuditLogPage } from '@lexbridge/shared/schemas/audit';
import { articles, auditLog, bankAccounts, emailOutbox, invoices } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { multipartBody } from '../../test/multipart';
import { useAdmin, useTestApp } from '../../test/suite';
import {
  createArticle,
  createBankAccount,
  createClient,
  createInvoice,
  createMatter,
} from '../../test/factories';
import { pdfBytes } from '../../test/upload-fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const account = {
  accountName: 'Client funds',
  accountNumber: 'CY17002001280000001200527600',
  routingNumber: 'BCYPCY2N',
  bankName: 'Bank of Cyprus',
};

describe('the audit log records changes to money and deletions, with the change or not at all', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'partner@kclaw.test');
  let matter: string;

  beforeAll(async () => {
    const client = await createClient(t, 'anna@example.com');
    matter = await createMatter(t, client.id, { title: 'Lease review' });
  });
  beforeEach(async () => {
    await t.db.delete(auditLog);
  });

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const entries = async (): Promise<AuditEntry[]> => {
    const response = await as('GET', '/api/admin/audit-log');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>().entries;
  };
  /**
   * Makes the database refuse audit entries of one action, as a failing write would: the change
   * they record must then be refused with them.
   */
  const refuseAudit = async (action: string, run: () => Promise<void>) => {
    const name = sql.identifier('refuse_audit_action');
    await t.db.execute(
      sql`alter table audit_log add constraint ${name} check (action <> ${sql.raw(`'${action}'`)}) not valid`,
    );
    try {
      await run();
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint ${name}`);
    }
  };

  it('adding, making primary and deleting a bank account, naming it and never its numbers', async () => {
    const created = await as('POST', '/api/admin/bank-accounts', account);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect(
      (await as('PATCH', `/api/admin/bank-accounts/${id}`, { isPrimary: true })).statusCode,
    ).toBe(200);
    expect((await as('DELETE', `/api/admin/bank-accounts/${id}`)).statusCode).toBe(204);

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual([
      'bank_account.delete',
      'bank_account.primary',
      'bank_account.create',
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorName: 'partner',
        subject: { type: 'bank_account', id, label: 'Client funds' },
        details: { bankName: 'Bank of Cyprus' },
      });
    }
    expect(log[1]!.details.isPrimary).toBe(true);
    expect(JSON.stringify(log)).not.toContain('527600');
  });

  it('asking for the primary state an account already has changes nothing and writes nothing', async () => {
    const created = await as('POST', '/api/admin/bank-accounts', { ...account, isPrimary: true });
    const { id } = created.json<{ id: string }>();
    const again = await as('PATCH', `/api/admin/bank-accounts/${id}`, { isPrimary: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, isPrimary: true });
    for (let i = 0; i < 2; i++)
      expect(
        (await as('PATCH', `/api/admin/bank-accounts/${id}`, { isPrimary: false })).statusCode,
      ).toBe(200);
    expect((await entries()).map((entry) => [entry.action, entry.details.isPrimary])).toEqual([
      ['bank_account.primary', false],
      ['bank_account.create', true],
    ]);
    expect((await as('DELETE', `/api/admin/bank-accounts/${id}`)).statusCode).toBe(204);
  });

  it('writes nothing for a bank account change that fails', async () => {
    expect(
      (await as('POST', '/api/admin/bank-accounts', { ...account, bankName: '' })).statusCode,
    ).toBe(400);
    expect(
      (await as('PATCH', `/api/admin/bank-accounts/${UNKNOWN}`, { isPrimary: true })).statusCode,
    ).toBe(404);
    expect((await as('DELETE', `/api/admin/bank-accounts/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await entries()).toEqual([]);
  });

  it('keeps a bank account change that could not be audited from happening', async () => {
    const id = await createBankAccount(t);
    await refuseAudit('bank_account.delete', async () => {
      expect((await as('DELETE', `/api/admin/bank-accounts/${id}`)).statusCode).toBe(500);
    });
    await refuseAudit('bank_account.primary', async () => {
      const response = await as('PATCH', `/api/admin/bank-accounts/${id}`, { isPrimary: true });
      expect(response.statusCode).toBe(500);
    });
    await refuseAudit('bank_account.create', async () => {
      expect((await as('POST', '/api/admin/bank-accounts', account)).statusCode).toBe(500);
    });
    const rows = await t.db.select().from(bankAccounts);
    expect(rows.map((row) => [row.id, row.isPrimary])).toEqual([[id, false]]);
  });

  it('every invoice status change, named as a cancellation or reopening where it is one', async () => {
    const invoice = await createInvoice(t, matter, {}, admin.id);
    for (const status of ['sent', 'paid', 'overdue', 'overdue', 'cancelled', 'pending']) {
      const response = await as('PATCH', `/api/admin/invoices/${invoice.id}/status`, { status });
      expect(response.statusCode, response.body).toBe(200);
    }
    const log = (await entries()).reverse();
    // Choosing the status it already has changes nothing, so it is not logged.
    expect(log.map((entry) => [entry.action, entry.details.from, entry.details.to])).toEqual([
      ['invoice.status_change', 'pending', 'sent'],
      ['invoice.status_change', 'sent', 'paid'],
      ['invoice.reopen', 'paid', 'overdue'],
      ['invoice.cancel', 'overdue', 'cancelled'],
      ['invoice.reopen', 'cancelled', 'pending'],
    ]);
    for (const entry of log) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        subject: { type: 'invoice', id: invoice.id, label: invoice.number },
        details: { client: 'anna' },
      });
    }
  });

  it('an invoice status that could not be audited is not set, and its e-mail is not sent', async () => {
    const invoice = await createInvoice(t, matter, {}, admin.id);
    const mailsBefore = (await t.db.select().from(emailOutbox)).length;
    await refuseAudit('invoice.status_change', async () => {
      const response = await as('PATCH', `/api/admin/invoices/${invoice.id}/status`, {
        status: 'sent',
      });
      expect(response.statusCode).toBe(500);
    });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe('pending');
    expect(await t.db.select().from(emailOutbox)).toHaveLength(mailsBefore);
    const unknown = await as('PATCH', `/api/admin/invoices/${UNKNOWN}/status`, { status: 'paid' });
    expect(unknown.statusCode).toBe(404);
    expect(await entries()).toEqual([]);
  });

  it('deleting an article, with its title; a failed deletion writes nothing and deletes nothing', async () => {
    const kept = await createArticle(t, { title: 'Company formation in Cyprus', slug: 'kept' });
    await refuseAudit('article.delete', async () => {
      expect((await as('DELETE', `/api/admin/articles/${kept}`)).statusCode).toBe(500);
    });
    expect(await t.db.select().from(articles).where(eq(articles.id, kept))).toHaveLength(1);
    expect((await as('DELETE', `/api/admin/articles/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await entries()).toEqual([]);

    expect((await as('DELETE', `/api/admin/articles/${kept}`)).statusCode).toBe(204);
    expect(await entries()).toMatchObject([
      {
        actorId: admin.id,
        action: 'article.delete',
        subject: { type: 'article', id: kept, label: 'Company formation in Cyprus' },
      },
    ]);
  });

  it("removing an article's PDF, with its title; one that could not be audited keeps the file", async () => {
    const id = await createArticle(t, { title: 'Tax guide', slug: 'tax-guide' });
    const pdf = { data: pdfBytes(256), name: 'guide.pdf', type: 'application/pdf' };
    const { payload, contentType } = await multipartBody([pdf]);
    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${id}/pdf`,
      headers: {
        cookie: admin.cookie,
        origin: TEST_PUBLIC_URL,
        'content-type': contentType,
      },
      payload,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const hasPdf = async () =>
      (await t.db.select().from(articles).where(eq(articles.id, id)))[0]!.pdfStorageKey !== null;

    await refuseAudit('article.pdf_delete', async () => {
      expect((await as('DELETE', `/api/admin/articles/${id}/pdf`)).statusCode).toBe(500);
    });
    expect(await hasPdf()).toBe(true);
    expect(await entries()).toEqual([]);

    expect((await as('DELETE', `/api/admin/articles/${id}/pdf`)).statusCode).toBe(204);
    expect(await hasPdf()).toBe(false);
    // Removing a file that is no longer there deletes nothing and writes nothing.
    expect((await as('DELETE', `/api/admin/articles/${id}/pdf`)).statusCode).toBe(204);
    expect(await entries()).toMatchObject([
      {
        actorId: admin.id,
        action: 'article.pdf_delete',
        subject: { type: 'article', id, label: 'Tax guide' },
        details: { fileName: 'guide.pdf' },
      },
    ]);
  });
});
