import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminClient, ClientList } from '@lexbridge/shared/schemas/clients';
import { INVITATION_VALID_DAYS } from '@lexbridge/shared/schemas/invitations';
import { accounts, auditLog, emailOutbox, users, verifications } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useTestApp } from '../../test/suite';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { createClient, createUnconfirmedClient } from '../../test/factories';

const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

describe('clients added by the firm, and their invitations', () => {
  const t = useTestApp();
  const admin = useAdmin(t);

  const addClient = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: { ...json, cookie: admin.cookie },
      payload,
    });
  const resend = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${id}/invitation`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    });
  /** Opens the e-mailed link as the browser would: Better Auth checks it and redirects. */
  const open = async (link: string) => {
    const url = new URL(link);
    const response = await t.app.inject({ url: url.pathname + url.search });
    return { location: String(response.headers.location), cookie: cookieFrom(response.headers) };
  };
  const status = (cookie: string) =>
    t.app.inject({ url: '/api/invitations/status', headers: { cookie } });
  const choosePassword = (cookie: string, password = 'a-new-password-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/password',
      headers: { ...json, cookie },
      payload: { password },
    });
  /** The newest invitation mailed to `email`, and its link. */
  async function lastInvitation(email: string) {
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const mail = mails.at(-1)!;
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(mail.text)![0];
    return { mail, count: mails.length, link };
  }
  /** The account's password rows. */
  const credentials = (userId: string) =>
    t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const listed = async (email: string) => {
    const response = await t.app.inject({
      url: `/api/admin/clients?search=${encodeURIComponent(email)}`,
      headers: { cookie: admin.cookie },
    });
    return response.json<ClientList>().clients[0] as AdminClient;
  };

  it('adds a client without a password and mails a link in their language', async () => {
    const response = await addClient({
      name: 'Ελένη Κ.',
      email: 'Eleni.K@Example.com',
      phone: '+357 99 123456',
      language: 'el',
    });
    expect(response.statusCode).toBe(201);
    const { mail, link } = await lastInvitation('eleni.k@example.com');
    expect(mail.subject).toContain('πύλη πελατών');
    // A sign-in link that lands on the invitation page in the client's language.
    expect(new URL(link).origin).toBe(TEST_PUBLIC_URL);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/el/invitation');
    expect(await listed('eleni.k@example.com')).toMatchObject({
      name: 'Ελένη Κ.',
      phone: '+357 99 123456',
      language: 'el',
      awaitingPassword: true,
      lastSignInAt: null,
    });
    // Without a password nobody can sign in to the account yet.
    expect((await signIn(t.app, 'eleni.k@example.com', 'a-new-password-1')).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'eleni.k@example.com'));
    expect(row).toMatchObject({ name: 'Ελένη Κ.', nameChosen: true });
  });

  it('refuses an address that already has an account, writing nothing', async () => {
    const existing = await createClient(t, 'taken@example.com');
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await addClient({ name: 'Someone', email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('taken@example.com');
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect((await resend(existing.id)).statusCode).toBe(409);
  });

  it('invites the owner of an address nobody proved: the link ends the password set before it', async () => {
    // An account made with a future client's address and someone's password, never confirmed.
    const early = await createUnconfirmedClient(t, 'future@example.com');
    expect(await listed('future@example.com')).toMatchObject({ confirmed: false });
    const response = await addClient({
      name: 'Future Client',
      email: 'future@example.com',
      language: 'el',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: early.id, name: 'Future Client' });
    // At once, before anyone opens the link: the session and password made before the proof end.
    expect((await me(t.app, early.cookie)).statusCode).toBe(401);
    expect(await credentials(early.id)).toEqual([]);
    expect(await listed('future@example.com')).toMatchObject({
      name: 'Future Client',
      language: 'el',
      confirmed: false,
    });
    const { link } = await lastInvitation('future@example.com');
    const owner = await open(link);
    expect(owner.location).toBe(`${TEST_PUBLIC_URL}/el/invitation`);
    // The firm typed the name: a chosen one (it would sign replies were the client made an admin).
    expect((await me(t.app, owner.cookie)).json().user).toMatchObject({
      name: 'Future Client',
      nameChosen: true,
    });
    // The password and session that came before the proof are gone; the owner chooses theirs.
    expect((await me(t.app, early.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, 'future@example.com', 'correct-horse-1')).statusCode).toBe(401);
    expect((await status(owner.cookie)).json()).toMatchObject({ hasPassword: false });
    expect(await listed('future@example.com')).toMatchObject({ confirmed: true });
    expect((await choosePassword(owner.cookie, 'owners-password-1')).statusCode).toBe(204);
    expect((await signIn(t.app, 'future@example.com', 'owners-password-1')).statusCode).toBe(200);
  });

  it('resends to an unconfirmed account even though it has a password', async () => {
    const early = await createUnconfirmedClient(t, 'unproven@example.com');
    expect((await resend(early.id)).statusCode).toBe(204);
    expect((await me(t.app, early.cookie)).statusCode).toBe(401);
    expect(await credentials(early.id)).toEqual([]);
    const { link } = await lastInvitation('unproven@example.com');
    expect((await open(link)).location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    expect((await me(t.app, early.cookie)).statusCode).toBe(401);
  });

  it('validates the form on the server', async () => {
    const response = await addClient({ name: ' ', email: 'not-an-address', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/name|e-mail|phone/i);
  });

  it('signs the client in once; they choose a password, or keep using links', async () => {
    await addClient({ name: 'John Smith', email: 'john@example.com' });
    const { link } = await lastInvitation('john@example.com');
    const landed = await open(link);
    expect(landed.location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    expect((await me(t.app, landed.cookie)).json()).toMatchObject({
      user: { email: 'john@example.com' },
      isAdmin: false,
    });
    expect((await status(landed.cookie)).json()).toEqual({
      email: 'john@example.com',
      name: 'John Smith',
      hasPassword: false,
    });
    // In the portal: the firm no longer sees an invitation pending, password or not.
    expect(await listed('john@example.com')).toMatchObject({ awaitingPassword: false });
    // The client has shown they read the mail: the address counts as confirmed.
    expect(
      (await t.db.select().from(users).where(eq(users.email, 'john@example.com')))[0],
    ).toMatchObject({ emailVerified: true });

    // Used up: the same link signs nobody in again.
    const again = await open(link);
    expect(again.location).toBe(`${TEST_PUBLIC_URL}/invitation?error=INVALID_TOKEN`);
    expect((await me(t.app, again.cookie)).statusCode).toBe(401);

    expect((await choosePassword(landed.cookie, 'short')).statusCode).toBe(400);
    expect((await choosePassword(landed.cookie)).statusCode).toBe(204);
    expect((await status(landed.cookie)).json()).toMatchObject({ hasPassword: true });
    // In the audit log, but no "your password was changed" notice: they are choosing it now.
    const john = (await t.db.select().from(users).where(eq(users.email, 'john@example.com')))[0]!;
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, john.id));
    expect(audited.map((entry) => entry.action)).toContain('user.password_change');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, john.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your KC Law client portal is ready']);
    const second = await choosePassword(landed.cookie, 'another-password-2');
    expect(second.statusCode).toBe(409);
    expect((await signIn(t.app, 'john@example.com', 'a-new-password-1')).statusCode).toBe(200);
    expect((await signIn(t.app, 'john@example.com', 'another-password-2')).statusCode).toBe(401);
    expect(await listed('john@example.com')).toMatchObject({ awaitingPassword: false });
    expect((await resend((await listed('john@example.com')).id)).statusCode).toBe(409);
  });

  it('resending replaces the link: only the newest works', async () => {
    await addClient({ name: 'Maria P', email: 'maria@example.com' });
    const first = await lastInvitation('maria@example.com');
    expect((await resend((await listed('maria@example.com')).id)).statusCode).toBe(204);
    const second = await lastInvitation('maria@example.com');
    expect(second.count).toBe(2);
    expect((await open(first.link)).location).toMatch(/error=INVALID_TOKEN/);
    const landed = await open(second.link);
    expect(landed.location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    expect((await me(t.app, landed.cookie)).statusCode).toBe(200);
  });

  it(`works for ${INVITATION_VALID_DAYS} days, then no more`, async () => {
    await addClient({ name: 'Late Reader', email: 'late@example.com' });
    const { link } = await lastInvitation('late@example.com');
    const [token] = await t.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(INVITATION_VALID_DAYS);
    await t.db.execute(`update verifications set expires_at = now() - interval '1 second'`);
    const response = await open(link);
    expect(response.location).toMatch(/\/invitation\?error=INVALID_TOKEN$/);
    expect((await me(t.app, response.cookie)).statusCode).toBe(401);
    expect(await listed('late@example.com')).toMatchObject({ awaitingPassword: true });
  });

  it('the invitation page answers only a signed-in client, about their own account', async () => {
    expect((await status('')).statusCode).toBe(401);
    expect((await choosePassword('')).statusCode).toBe(401);
  });
});
