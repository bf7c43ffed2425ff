import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataExportAnswer, DataExportState } from '@lexbridge/shared/schemas/data-requests';
import { dataExports, profiles, users } from '../../db/schema/index';
import { useLink } from './download';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import {
  createClient,
  createDocument,
  createInvoice,
  createMatter,
  createThread,
  type TestUser,
} from '../../test/factories';
import { linkIn, mailsTo } from '../../test/mailed-links';
import { readZip } from '../../test/zip';
import { FileMissingError } from '../../platform/storage/storage';

const t = useTestApp();
const anna = useClient(t, 'anna@example.com');
const boris = useClient(t, 'boris@example.com');
const admin = useAdmin(t, 'partner@kclaw.test', 'Maria Kyriacou');

const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });

/** Asks until the newest export is no longer building; answers it. */
async function settled(url: string, cookie: string): Promise<DataExportState> {
  for (let i = 0; i < 200; i += 1) {
    const state = (await call('GET', url, cookie)).json<DataExportAnswer>().export!;
    if (state.status !== 'building') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

/** The token of the newest data-export link mailed to `email`. */
async function mailedToken(email: string) {
  const [mail] = await mailsTo(t, email);
  const path = mail!.text.match(/\/(?:el\/)?data-export\/([A-Za-z0-9_-]{43})/);
  return { mail: mail!, token: path![1]! };
}

/** As a script would post: a refusal is answered in JSON. */
const downloadJson = (token: string, cookie?: string) =>
  call('POST', `/api/data-exports/${token}/download`, cookie);

/** As the link page's form posts: no fields, form-encoded, from the site's own page. */
const download = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/data-exports/${token}/download`,
    headers: {
      origin: TEST_PUBLIC_URL,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '0',
    },
  });

async function exportOf(client: TestUser) {
  const asked = await call('POST', '/api/account/data-export', client.cookie);
  expect(asked.statusCode).toBe(202);
  expect((await settled('/api/account/data-export', client.cookie)).status).toBe('ready');
  return mailedToken(client.email);
}

describe('a client downloads a copy of their data', () => {
  it('holds their data and shared documents, in their language, and nothing of the firm’s or anyone else’s', async () => {
    await t.db.update(profiles).set({ language: 'el' }).where(eq(profiles.userId, anna.id));
    const lease = await createMatter(t, anna.id, {
      title: 'Lease / Limassol',
      opposingParty: 'Landlord Ltd',
    });
    await createDocument(t, lease, { name: 'Lease.pdf' });
    await createDocument(t, lease, { name: 'Lease.pdf' }); // a second version
    await createDocument(t, lease, { name: 'Strategy memo.pdf', accessLevel: 'firm' });
    await createThread(t, lease, {
      title: 'Rent',
      messages: [
        { from: 'client', content: 'Is the rent fair?', senderId: anna.id },
        { from: 'admin', content: 'It is within the market range.' },
      ],
    });
    await createInvoice(t, lease, { amountCents: 50_000, description: 'Review of the lease' });
    const other = await createMatter(t, boris.id, { title: 'Boris’s divorce' });
    await createDocument(t, other, { name: 'Boris.pdf' });

    const { mail, token } = await exportOf(anna);
    expect(mail.subject).toContain('Τα δεδομένα σας');
    expect(linkIn(mail.text, `/el/data-export/${token}`).origin).toBe(TEST_PUBLIC_URL);

    const state = await call('GET', `/api/data-exports/${token}`);
    expect(state.json()).toMatchObject({ status: 'ready' });
    const response = await download(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const files = await readZip(response.rawPayload);

    expect(files.get('README.txt')!.toString()).toContain('Τα δεδομένα σας στο γραφείο');
    const data = JSON.parse(files.get('data.json')!.toString()) as Record<string, unknown[]> & {
      profile: { email: string };
    };
    expect(data.profile.email).toBe('anna@example.com');
    expect(data.matters).toEqual([
      expect.objectContaining({ id: lease, title: 'Lease / Limassol' }),
    ]);
    expect(JSON.stringify(data.matters)).not.toContain('Landlord Ltd');
    expect(data.messageThreads).toEqual([
      expect.objectContaining({
        title: 'Rent',
        messages: [
          expect.objectContaining({ content: 'Is the rent fair?' }),
          expect.objectContaining({
            content: 'It is within the market range.',
            senderType: 'admin',
          }),
        ],
      }),
    ]);
    expect(data.invoices).toEqual([
      expect.objectContaining({
        amountCents: 50_000,
        description: 'Review of the lease',
        payments: [],
      }),
    ]);
    expect(data.signIns!.length).toBeGreaterThan(0);
    expect(data.documents).toEqual([
      expect.objectContaining({
        name: 'Lease.pdf',
        files: [
          'documents/Lease _ Limassol/Lease.pdf',
          'documents/Lease _ Limassol/Lease (version 1).pdf',
        ],
      }),
    ]);
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'data.json',
      'documents/Lease _ Limassol/Lease (version 1).pdf',
      'documents/Lease _ Limassol/Lease.pdf',
    ]);
    expect(files.get('documents/Lease _ Limassol/Lease.pdf')!.toString()).toBe(
      '%PDF-1.4 test document',
    );
    const everything = [...files.values()].map(String).join('\n');
    expect(everything).not.toContain('Strategy memo');
    expect(everything).not.toContain('Boris');
  });

  it('works once: a second download is refused, and the file is gone from storage', async () => {
    const { token } = await exportOf(boris);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, boris.id));
    expect((await download(token)).statusCode).toBe(200);
    const again = await downloadJson(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/used or has expired/);
    // The page's form is sent back to the page, which says why.
    const fromPage = await download(token);
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe(`/data-export/${token}`);
    expect((await call('GET', `/api/data-exports/${token}`)).json()).toMatchObject({
      status: 'used',
    });
    await expect
      .poll(() => t.app.deps.storage.open(row!.storageKey!).catch((error: unknown) => error))
      .toBeInstanceOf(FileMissingError);
    expect((await settled('/api/account/data-export', boris.cookie)).status).toBe('downloaded');
  });

  it('answers an unknown link with 404 and a malformed one with 400', async () => {
    expect((await call('GET', `/api/data-exports/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await downloadJson('a'.repeat(43))).statusCode).toBe(404);
    expect((await call('GET', '/api/data-exports/../../etc')).statusCode).toBe(404);
    expect((await download('short')).statusCode).toBe(400);
  });

  it('refuses a link after 24 hours', async () => {
    const client = await createClient(t, 'late@example.com');
    const { token } = await exportOf(client);
    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, client.id));
    expect((await call('GET', `/api/data-exports/${token}`)).json()).toMatchObject({
      status: 'expired',
    });
    expect((await downloadJson(token)).statusCode).toBe(410);
    expect((await settled('/api/account/data-export', client.cookie)).status).toBe('expired');
  });
});

describe('a client with a second factor', () => {
  it('must be signed in to download: the mailbox alone cannot sign in to such an account', async () => {
    const client = await createClient(t, 'guarded@example.com');
    const { token } = await exportOf(client);
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, client.id));
    const state = await call('GET', `/api/data-exports/${token}`);
    expect(state.json()).toMatchObject({ status: 'ready', signInRequired: true });
    const refused = await downloadJson(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/two-step sign-in: sign in first/);
    expect((await downloadJson(token, boris.cookie)).statusCode).toBe(401);
    const mine = await call('GET', `/api/data-exports/${token}`, client.cookie);
    expect(mine.json()).toMatchObject({ signInRequired: false });
    const done = await downloadJson(token, client.cookie);
    expect(done.statusCode).toBe(200);
    const [audit] = await t.db.query.auditLog.findMany({
      where: (log) => and(eq(log.action, 'data_export.download'), eq(log.subjectId, client.id)),
    });
    expect(audit).toMatchObject({ actorId: client.id, details: { ip: '127.0.0.1' } });
  });
});

describe('a download that breaks off', () => {
  it('leaves the link usable, and the file in place', async () => {
    const client = await createClient(t, 'flaky@example.com');
    const { token } = await exportOf(client);
    const asker = { userId: null, ip: '127.0.0.1', userAgent: null };
    const first = await useLink(t.app.deps, token, asker);
    first.stream.destroy();
    expect((await call('GET', `/api/data-exports/${token}`)).json()).toMatchObject({
      status: 'used',
    });
    await first.interrupted();
    expect((await call('GET', `/api/data-exports/${token}`)).json()).toMatchObject({
      status: 'ready',
    });
    const again = await download(token);
    expect(again.statusCode).toBe(200);
    expect((await readZip(again.rawPayload)).has('data.json')).toBe(true);
  });
});

describe('asking for a copy', () => {
  it('asked twice at once, starts one copy and answers both with it', async () => {
    const client = await createClient(t, 'twice@example.com');
    const [first, second] = await Promise.all([
      call('POST', '/api/account/data-export', client.cookie),
      call('POST', '/api/account/data-export', client.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 202]);
    expect(first.json<DataExportAnswer>().export!.id).toBe(
      second.json<DataExportAnswer>().export!.id,
    );
    await settled('/api/account/data-export', client.cookie);
    expect(
      await t.db.select().from(dataExports).where(eq(dataExports.userId, client.id)),
    ).toHaveLength(1);
    expect(await mailsTo(t, 'twice@example.com')).toHaveLength(1);
  });

  it('allows three copies a day (failed ones aside), then says how long to wait', async () => {
    const client = await createClient(t, 'often@example.com');
    // A copy that failed made nothing: it does not count.
    await t.db.insert(dataExports).values({ userId: client.id, status: 'failed' });
    for (let i = 0; i < 3; i += 1) await exportOf(client);
    const refused = await call('POST', '/api/account/data-export', client.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/wait 2\d hours/);
  });

  it('needs a signed-in account', async () => {
    expect((await call('POST', '/api/account/data-export')).statusCode).toBe(401);
    expect((await call('GET', '/api/account/data-export')).statusCode).toBe(401);
  });
});

describe('the firm asks on a client’s behalf', () => {
  it('mails the copy to the client, audited as the administrator’s request', async () => {
    const client = await createClient(t, 'behalf@example.com');
    const url = `/api/admin/clients/${client.id}/data-export`;
    expect((await call('POST', url, admin.cookie)).statusCode).toBe(202);
    expect((await settled(url, admin.cookie)).requestedByFirm).toBe(true);
    const { mail } = await mailedToken('behalf@example.com');
    expect(mail.text).toContain('At your request, KC Law has prepared a copy of your data');
    const [audit] = await t.db.query.auditLog.findMany({
      where: (log) => and(eq(log.action, 'data_export.request'), eq(log.subjectId, client.id)),
    });
    expect(audit).toMatchObject({ actorId: admin.id, details: { byFirm: true } });
  });

  it('is for administrators only, and for clients only', async () => {
    expect(
      (await call('POST', `/api/admin/clients/${anna.id}/data-export`, boris.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/admin/clients/${admin.id}/data-export`, admin.cookie)).statusCode,
    ).toBe(404);
  });
});
