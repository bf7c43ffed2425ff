import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogPage, AuditPerson } from '@lexbridge/shared/schemas/audit';
import { eq } from 'drizzle-orm';
import { auditLog, profiles, rateLimitHits } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { signIn } from '../../test/auth-client';
import { enrolTwoFactor, mergeCookies, post, totpCode } from '../../test/two-factor';
import {
  createAnonymousConversation,
  createBankAccount,
  createClient,
  createDocument,
  createMatter,
  type TestUser,
} from '../../test/factories';
import { appendMessage } from '../chat/messages';
import { createAdminAccount } from '../auth/admin-accounts';

const PASSWORD = 'correct-horse-1'; // the factories' password

describe('the audit log records what the security page lists', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'partner@kclaw.test');
  const client = useClient(t, 'anna@example.com');

  beforeEach(async () => {
    await t.db.delete(auditLog);
    await t.db.delete(rateLimitHits);
  });

  const as = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const entries = async (query = '') => {
    const response = await as(admin, 'GET', `/api/admin/audit-log${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>();
  };
  const only = async (): Promise<AuditEntry> => {
    const page = await entries();
    expect(page.entries).toHaveLength(1);
    return page.entries[0]!;
  };

  it('a sign-in, as the account that signed in', async () => {
    expect((await signIn(t.app, 'anna@example.com', PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    expect(await only()).toMatchObject({
      actorId: client.id,
      actorName: 'anna',
      action: 'user.sign_in',
      subject: { type: 'user', id: client.id, label: 'anna@example.com' },
      details: { email: 'anna@example.com', ip: '10.9.0.1' },
    });
  });

  it("a sign-up's automatic sign-in is a sign-in too: no way in escapes the log", async () => {
    const newcomer = await createClient(t, 'newcomer@example.com');
    expect(await only()).toMatchObject({
      actorId: newcomer.id,
      action: 'user.sign_in',
      subject: { type: 'user', id: newcomer.id },
    });
  });

  it('turning two-factor on is no sign-in, nor a password waiting for its code; the code is', async () => {
    const guarded = await createClient(t, 'guarded@example.com');
    const signIns = async () => (await entries('?action=user.sign_in')).entries.length;
    const afterSignUp = await signIns();
    // Turning two-factor on replaces the session of someone already signed in: no sign-in.
    const { secret } = await enrolTwoFactor(t, guarded.cookie);
    expect(await signIns()).toBe(afterSignUp);
    const lastSignIn = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.userId, guarded.id)))[0]!.lastSignInAt;
    const before = { count: await signIns(), last: await lastSignIn() };

    const password = await signIn(t.app, 'guarded@example.com', PASSWORD, '10.9.0.7');
    expect(password.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await signIns()).toBe(before.count);
    expect(await lastSignIn()).toEqual(before.last);

    const verified = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      mergeCookies('', password.headers),
      { code: await totpCode(secret) },
    );
    expect(verified.statusCode).toBe(200);
    expect(await signIns()).toBe(before.count + 1);
    expect(await lastSignIn()).not.toEqual(before.last);
  });

  it('a failed sign-in, with nobody acting, the e-mail tried and never the password', async () => {
    const wrong = await signIn(t.app, 'Anna@Example.com', 'not-her-password', '10.9.0.2');
    expect(wrong.statusCode).toBe(401);
    const unknown = await signIn(t.app, 'nobody@example.com', 'guess-1234', '10.9.0.2');
    expect(unknown.statusCode).toBe(401);
    const page = await entries();
    expect(page.entries.map((entry) => entry.details.email)).toEqual([
      'nobody@example.com',
      'anna@example.com',
    ]);
    for (const entry of page.entries) {
      expect(entry).toMatchObject({
        actorId: null,
        actorName: null,
        action: 'user.sign_in_failed',
        subject: null,
        details: { reason: 'INVALID_EMAIL_OR_PASSWORD', ip: '10.9.0.2' },
      });
    }
    const stored = JSON.stringify(await t.db.select().from(auditLog));
    expect(stored).not.toContain('not-her-password');
    expect(stored).not.toContain('guess-1234');
  });

  it('a sign-in the rate limit refused is not written (a flood cannot fill the log)', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1)
      await signIn(t.app, 'anna@example.com', 'wrong-password', '10.9.0.3');
    const page = await entries('?action=user.sign_in_failed');
    expect(page.total).toBe(10); // the per-account limit; the rest were refused before checking
  });

  it('a document download, with the document, its version and matter', async () => {
    const matter = await createMatter(t, client.id, { title: 'Lease review' });
    const document = await createDocument(t, matter, { name: 'Lease.pdf' });
    const response = await as(client, 'GET', `/api/documents/${document}/download`);
    expect(response.statusCode).toBe(200);
    expect(await only()).toMatchObject({
      actorId: client.id,
      action: 'document.download',
      subject: { type: 'document', id: document, label: 'Lease.pdf' },
      details: { name: 'Lease.pdf', version: 1, matter: 'Lease review' },
    });
  });

  it('a bank number reveal, naming the account and never the numbers', async () => {
    const account = await createBankAccount(t, { accountName: 'Client funds' });
    await t.db.delete(auditLog); // the account's creation, written by the factory
    expect((await as(admin, 'POST', `/api/admin/bank-accounts/${account}/reveal`)).statusCode).toBe(
      200,
    );
    const entry = await only();
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'bank_account.reveal',
      subject: { type: 'bank_account', id: account, label: 'Client funds' },
    });
    expect(JSON.stringify(entry)).not.toContain('357012345678');
  });

  it('an invitation sent, and one sent again, never with the link', async () => {
    const added = await as(admin, 'POST', '/api/admin/clients', {
      name: 'Nikos Ioannou',
      email: 'nikos@example.com',
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: string }>();
    expect((await as(admin, 'POST', `/api/admin/clients/${id}/invitation`)).statusCode).toBe(204);
    const page = await entries();
    expect(page.entries.map((entry) => entry.details.resent)).toEqual([true, false]);
    for (const entry of page.entries) {
      expect(entry).toMatchObject({
        actorId: admin.id,
        actorName: 'partner',
        action: 'invitation.send',
        subject: { type: 'user', id, label: 'nikos@example.com' },
        details: { name: 'Nikos Ioannou' },
      });
      expect(JSON.stringify(entry)).not.toMatch(/token|invitation\?/);
    }
  });

  it('a deleted conversation, with whose it was and how many messages went, not what they said', async () => {
    const conversation = await createAnonymousConversation(t, 'Maria Visitor');
    for (const content of ['Hello', 'Private matter'])
      await appendMessage(t.db, {
        conversationId: conversation.id,
        content,
        senderType: 'visitor',
        senderName: 'Maria Visitor',
      });
    const response = await as(admin, 'DELETE', `/api/admin/chat/conversations/${conversation.id}`);
    expect(response.statusCode).toBe(204);
    const entry = await only();
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'conversation.delete',
      subject: { type: 'conversation', id: conversation.id, label: 'Maria Visitor' },
      details: { name: 'Maria Visitor', messages: 2 },
    });
    expect(JSON.stringify(entry)).not.toContain('Private matter');
    // Deleting what is already gone writes nothing.
    await as(admin, 'DELETE', `/api/admin/chat/conversations/${conversation.id}`);
    expect((await entries()).total).toBe(1);
  });

  it('a conversation moved to Deleted and restored, each once, by whom', async () => {
    const conversation = await createAnonymousConversation(t, 'Petros Visitor');
    const url = `/api/admin/chat/conversations/${conversation.id}`;
    expect((await as(admin, 'POST', `${url}/delete`)).statusCode).toBe(200);
    expect(await only()).toMatchObject({
      actorId: admin.id,
      action: 'conversation.soft_delete',
      subject: { type: 'conversation', id: conversation.id, label: 'Petros Visitor' },
    });
    // A second move of one already there is refused, and writes nothing.
    expect((await as(admin, 'POST', `${url}/delete`)).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${url}/restore`)).statusCode).toBe(200);
    const log = await entries();
    expect(log.total).toBe(2);
    expect(log.entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'conversation.restore',
      subject: { type: 'conversation', id: conversation.id, label: 'Petros Visitor' },
    });
  });
});

describe('reading the audit log', () => {
  const t = useTestApp();
  const admin = useAdmin(t, 'partner@kclaw.test');
  const client = useClient(t, 'anna@example.com');

  beforeEach(() => t.db.delete(auditLog));

  const get = (url: string, user = admin) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: user.cookie, 'accept-language': 'en' },
    });
  const read = async (query: string) => {
    const response = await get(`/api/admin/audit-log${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditLogPage>();
  };
  const entry = (at: string, overrides: Partial<typeof auditLog.$inferInsert> = {}) => ({
    actorId: admin.id,
    actorName: 'partner',
    action: 'bank_account.reveal',
    subjectType: 'bank_account',
    createdAt: new Date(at),
    ...overrides,
  });

  it('pages 25 at a time, newest first, with the total', async () => {
    const start = Date.parse('2026-03-01T08:00:00Z');
    await t.db
      .insert(auditLog)
      .values(
        Array.from({ length: 30 }, (_, i) =>
          entry(new Date(start + i * 60_000).toISOString(), { subjectId: `n${i}` }),
        ),
      );
    const first = await read('');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.entries.map((e) => e.createdAt)).toEqual(
      [...first.entries.map((e) => e.createdAt)].sort().reverse(),
    );
    expect(first.entries[0]!.createdAt).toBe('2026-03-01T08:29:00.000Z');
    const second = await read('?page=2');
    expect(second.entries).toHaveLength(5);
    expect(second.entries.at(-1)!.createdAt).toBe('2026-03-01T08:00:00.000Z');
    expect((await read('?page=3')).entries).toEqual([]);
  });

  it('filters by person, action and days in the firm time zone (both days included)', async () => {
    await t.db.insert(auditLog).values([
      // 23:30 on 4 March in Nicosia (UTC+2), and 00:30 on 5 March there.
      entry('2026-03-04T21:30:00Z', { subjectId: 'late-4th' }),
      entry('2026-03-04T22:30:00Z', { subjectId: 'early-5th' }),
      entry('2026-03-06T10:00:00Z', {
        actorId: client.id,
        actorName: 'anna',
        action: 'document.download',
        subjectType: 'document',
        subjectId: '6th',
      }),
      entry('2026-03-03T10:00:00Z', {
        actorId: null,
        actorName: '',
        action: 'user.sign_in_failed',
      }),
    ]);
    const ids = async (query: string) =>
      (await read(query)).entries.map((e) => e.subject?.id ?? e.action);
    expect(await ids('?to=2026-03-04')).toEqual(['late-4th', 'user.sign_in_failed']);
    expect(await ids('?from=2026-03-05')).toEqual(['6th', 'early-5th']);
    expect(await ids('?from=2026-03-04&to=2026-03-05')).toEqual(['early-5th', 'late-4th']);
    expect(await ids('?from=2026-03-04&to=2026-03-04')).toEqual(['late-4th']);
    expect(await ids(`?person=${client.id}`)).toEqual(['6th']);
    expect(await ids('?action=user.sign_in_failed')).toEqual(['user.sign_in_failed']);
    expect(await ids(`?person=${admin.id}&action=bank_account.reveal&from=2026-03-05`)).toEqual([
      'early-5th',
    ]);
    expect((await read(`?person=${admin.id}&to=2026-03-04`)).total).toBe(1);
  });

  it('refuses a bad filter with a message a person can act on', async () => {
    const message = async (query: string) =>
      (await get(`/api/admin/audit-log${query}`)).json().error.message;
    expect(await message('?from=2026-02-30')).toBe('Enter a date as yyyy-mm-dd.');
    expect(await message('?from=2026-03-05&to=2026-03-04')).toBe(
      'The end date must be on or after the start date.',
    );
    expect(await message('?action=user.delete')).toBe('Choose one of the actions the log records.');
    expect(await message('?page=0')).toBe('The page must be 1 or more.');
  });

  it('offers as people exactly the accounts that acted, by name', async () => {
    // An account made without ever signing in has never acted: not offered.
    await createAdminAccount(t.db, { email: 'zeno@kclaw.test', password: 'a-long-password' });
    await t.db
      .insert(auditLog)
      .values([
        entry('2026-03-04T10:00:00Z'),
        entry('2026-03-04T11:00:00Z', { actorId: client.id, actorName: 'anna' }),
        entry('2026-03-04T12:00:00Z', { actorId: null, actorName: '' }),
      ]);
    const response = await get('/api/admin/audit-log/people');
    expect(response.json<{ people: AuditPerson[] }>().people).toEqual([
      { id: client.id, name: 'anna', email: 'anna@example.com' },
      { id: admin.id, name: 'partner', email: 'partner@kclaw.test' },
    ]);
  });

  it('is for administrators only', async () => {
    expect((await get('/api/admin/audit-log', client)).statusCode).toBe(403);
    expect((await get('/api/admin/audit-log/people', client)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expect(anonymous.statusCode).toBe(401);
  });
});
