import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bankAccounts, bookings, documentVersions } from '../db/schema/index';
import type { Manifest } from '../features/backups';
import type { TestApp } from './app';
import { me } from './auth-client';
import {
  createAppointment,
  createBankAccount,
  createClient,
  createDocument,
  createInvoice,
  createMatter,
  createThread,
  type TestUser,
} from './factories';

const ACCOUNT_NUMBER = 'bank_accounts.account_number'; // the sealed column's purpose

export type FirmData = { client: TestUser; documentIds: string[]; accountNumber: string };

/**
 * A small firm: a signed-in client with a matter, documents, an invoice, a thread, a bank account,
 * and an appointment the firm placed over a paid consultation on purpose (a restore must bring
 * back both, though a new booking there would be refused).
 */
export async function seedFirm(t: TestApp, email = 'backup-client@example.com'): Promise<FirmData> {
  const client = await createClient(t, email);
  const matterId = await createMatter(t, client.id);
  const documentIds = [
    await createDocument(t, matterId),
    await createDocument(t, matterId, { name: 'Deed.pdf' }),
  ];
  await createInvoice(t, matterId);
  await createThread(t, matterId, {
    messages: [{ from: 'client', content: 'Καλημέρα, 1e400 ≠ ∞' }],
  });
  const accountNumber = `CY${randomBytes(6).toString('hex')}`;
  await createBankAccount(t, { accountNumber });
  await overlappingConsultationAndAppointment(t, matterId);
  return { client, documentIds, accountNumber };
}

/** Each firm seeded (a test may seed two in one database) gets its own hour. */
let firmsSeeded = 0;

async function overlappingConsultationAndAppointment(t: TestApp, matterId: string) {
  firmsSeeded += 1;
  const startAt = new Date(Date.now() + 7 * 86_400_000 + firmsSeeded * 3_600_000);
  await t.db.insert(bookings).values({
    type: 'initial',
    typeName: { en: 'Initial consultation', el: 'Αρχική συμβουλευτική' },
    clientName: 'Backup Visitor',
    clientEmail: 'visitor@example.test',
    language: 'en',
    startAt,
    endAt: new Date(startAt.getTime() + 30 * 60_000),
    amountCents: 15_000,
    currency: 'EUR',
    status: 'confirmed',
    holdExpiresAt: startAt,
    paymentProvider: 'test',
  });
  await createAppointment(t, matterId, { startsAt: startAt });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every stored document version's bytes, hashed, by storage key. */
export async function documentHashes(t: TestApp) {
  const hashes = new Map<string, string>();
  for (const version of await t.db.select().from(documentVersions)) {
    const { stream } = await t.app.deps.storage.open(version.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    hashes.set(version.storageKey, sha256(Buffer.concat(chunks)));
  }
  return hashes;
}

/**
 * The restored app has what the backup had: rows (counted before anything is asked of the app,
 * since reads are logged), files, and each firm's session, downloads and bank number.
 */
export async function expectRestored(
  restored: TestApp,
  manifest: Manifest,
  firms: FirmData[],
  hashes: Map<string, string>,
) {
  for (const table of manifest.tables) {
    const result = await restored.db.execute(sql.raw(`select count(*) as n from "${table.table}"`));
    expect([
      table.table,
      Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n),
    ]).toEqual([table.table, table.rows]);
  }
  expect(await documentHashes(restored)).toEqual(hashes);
  for (const firm of firms) await expectFirmWorks(restored, firm);
}

async function expectFirmWorks(restored: TestApp, firm: FirmData) {
  expect((await me(restored.app, firm.client.cookie)).statusCode).toBe(200);
  for (const id of firm.documentIds) {
    const download = await restored.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/download`,
      headers: { cookie: firm.client.cookie },
    });
    // Local disk sends the file; S3 answers with a signed address of the same bytes.
    expect([200, 302]).toContain(download.statusCode);
  }
  const accounts = await restored.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountNumberLast4, firm.accountNumber.slice(-4)));
  expect(
    restored.app.deps.encryption!.decrypt(accounts[0]!.accountNumberEncrypted, ACCOUNT_NUMBER),
  ).toBe(firm.accountNumber);
}
