import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BankAccount, RevealedBankAccount } from '@lexbridge/shared/schemas/banking';
import { auditLog, bankAccounts } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useTestApp } from '../../test/suite';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const account = {
  accountName: 'Client account',
  accountNumber: 'CY17002001280000001200527600',
  routingNumber: 'BCYPCY2N',
  bankName: 'Bank of Cyprus',
};

describe("the firm's bank accounts", () => {
  const t = useTestApp();
  const admin = useAdmin(t);

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/bank-accounts${url}`,
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const create = async (payload: object) => (await call('POST', '', payload)).json<BankAccount>();
  const list = async () => (await call('GET', '')).json<BankAccount[]>();
  const primaries = async () => (await list()).filter((row) => row.isPrimary).map((row) => row.id);

  it('needs the account name, both numbers and the bank name: one message', async () => {
    for (const field of Object.keys(account)) {
      for (const value of [undefined, '', '   ']) {
        const response = await call('POST', '', { ...account, [field]: value });
        expect(response.statusCode, `${field}=${value}`).toBe(400);
        expect(response.json().error.message).toBe('Please fill in all required fields');
      }
    }
    const greek = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-accounts',
      headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'el' },
      payload: { ...account, bankName: '' },
    });
    expect(greek.json().error.message).toBe('Συμπληρώστε όλα τα υποχρεωτικά πεδία');
    const badType = await call('POST', '', { ...account, accountType: 'brokerage' });
    expect(badType.json().error.message).toBe('Choose checking, savings or business.');
    const tooLong = await call('POST', '', { ...account, accountNumber: '1'.repeat(51) });
    expect(tooLong.json().error.message).toBe('This field can be at most 50 characters.');
    expect(await t.db.select().from(bankAccounts)).toHaveLength(0);
  });

  it('adds an account (checking by default) and lists it masked, primary first then newest', async () => {
    const response = await call('POST', '', { ...account, accountName: '  Client account  ' });
    expect(response.statusCode).toBe(201);
    const first = response.json<BankAccount>();
    expect(first).toMatchObject({
      accountName: 'Client account',
      maskedAccountNumber: `${'*'.repeat(24)}7600`,
      bankName: 'Bank of Cyprus',
      accountType: 'checking',
      isPrimary: false,
    });
    const primary = await create({ ...account, accountName: 'Operating', isPrimary: true });
    const short = await create({ ...account, accountName: 'Petty', accountNumber: '0042' });
    expect(short.maskedAccountNumber).toBe('0042'); // four or fewer: shown in full
    const answer = await call('GET', '');
    expect(answer.json<BankAccount[]>().map((row) => row.id)).toEqual([
      primary.id,
      short.id,
      first.id,
    ]);
    // No list or create answer carries a full number or its sealed form.
    for (const text of [answer.body, response.body]) {
      expect(text).not.toContain(account.accountNumber);
      expect(text).not.toContain(account.routingNumber);
      expect(text).not.toContain('v1:');
    }
  });

  it('keeps the numbers encrypted at rest: the stored row does not contain them', async () => {
    const result = await t.db.execute(sql`select b::text as row from bank_accounts b`);
    const rows = (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).not.toContain(account.accountNumber);
      expect(row).not.toContain(account.routingNumber);
      expect(row).toMatch(/v1:[\w+/=]+:[\w+/=]+:[\w+/=]+/);
    }
  });

  it('reveals the numbers to an administrator and writes one audit entry without them', async () => {
    const [target] = await list();
    const before = await t.db.select().from(auditLog);
    const response = await call('POST', `/${target!.id}/reveal`);
    expect(response.statusCode).toBe(200);
    expect(response.json<RevealedBankAccount>()).toEqual({
      accountNumber: account.accountNumber,
      routingNumber: account.routingNumber,
    });
    const entries = await t.db.select().from(auditLog);
    expect(entries).toHaveLength(before.length + 1);
    const entry = entries.find((row) => !before.some((old) => old.id === row.id))!;
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'bank_account.reveal',
      subjectType: 'bank_account',
      subjectId: target!.id,
    });
    expect(entry.actorName).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(account.accountNumber);
    expect(JSON.stringify(entry)).not.toContain(account.routingNumber);

    expect((await call('POST', `/${UNKNOWN}/reveal`)).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length + 1);
  });

  it('setting one primary clears the others; turning it off is allowed', async () => {
    const [, second] = await list();
    const set = await call('PATCH', `/${second!.id}`, { isPrimary: true });
    expect(set.json<BankAccount>().isPrimary).toBe(true);
    expect(await primaries()).toEqual([second!.id]);
    const off = await call('PATCH', `/${second!.id}`, { isPrimary: false });
    expect(off.json<BankAccount>().isPrimary).toBe(false);
    expect(await primaries()).toEqual([]);
    expect((await call('PATCH', `/${second!.id}`, { isPrimary: 'yes' })).statusCode).toBe(400);
    // An unknown account: 404, and the primary flag elsewhere is left alone.
    await call('PATCH', `/${second!.id}`, { isPrimary: true });
    expect((await call('PATCH', `/${UNKNOWN}`, { isPrimary: true })).statusCode).toBe(404);
    expect(await primaries()).toEqual([second!.id]);
  });

  it('ends with exactly one primary after 10 concurrent "make primary" requests', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1)
      ids.push((await create({ ...account, accountName: `Account ${i}` })).id);
    const answers = await Promise.all(
      ids.map((id) => call('PATCH', `/${id}`, { isPrimary: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const stored = await t.db.select().from(bankAccounts).where(eq(bankAccounts.isPrimary, true));
    expect(stored).toHaveLength(1);
    expect(ids).toContain(stored[0]!.id);
  });

  it('the database itself refuses a second primary', async () => {
    await t.db.update(bankAccounts).set({ isPrimary: false });
    const [first, second] = await t.db.select().from(bankAccounts).limit(2);
    await t.db.update(bankAccounts).set({ isPrimary: true }).where(eq(bankAccounts.id, first!.id));
    await expect(
      t.db.update(bankAccounts).set({ isPrimary: true }).where(eq(bankAccounts.id, second!.id)),
    ).rejects.toThrow();
  });

  it('deletes an account (204), then answers 404 for it', async () => {
    const { id } = await create({ ...account, accountName: 'To close' });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await call('POST', `/${id}/reveal`)).statusCode).toBe(404);
    expect((await list()).map((row) => row.id)).not.toContain(id);
  });
});
