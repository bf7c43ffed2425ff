import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient, ClientList } from '@lexbridge/shared/schemas/clients';
import { emailOutbox, users } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { createAdmin, createClient, type TestUser } from '../../test/factories';

const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

describe('clients added by the firm, and their invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

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
  const status = (token: string) =>
    t.app.inject({ url: `/api/invitations/status?token=${encodeURIComponent(token)}` });
  const accept = (token: string, password = 'a-new-password-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: json,
      payload: { token, password },
    });
  /** The newest invitation mailed to `email`, with the token from its link. */
  async function lastInvitation(email: string) {
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const mail = mails.at(-1)!;
    const link = /https?:\/\/\S+\/invitation\?token=(\S+)/.exec(mail.text)!;
    return { mail, count: mails.length, link: link[0], token: decodeURIComponent(link[1]!) };
  }
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
    expect(link.startsWith(`${TEST_PUBLIC_URL}/el/invitation?token=`)).toBe(true);
    expect(await listed('eleni.k@example.com')).toMatchObject({
      name: 'Ελένη Κ.',
      phone: '+357 99 123456',
      language: 'el',
      awaitingPassword: true,
      lastSignInAt: null,
    });
    // Without a password nobody can sign in to the account yet.
    expect((await signIn(t.app, 'eleni.k@example.com', 'a-new-password-1')).statusCode).toBe(401);
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

  it('validates the form on the server', async () => {
    const response = await addClient({ name: ' ', email: 'not-an-address', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/name|e-mail|phone/i);
  });

  it('lets the link be used once: the password is set, the client is signed in', async () => {
    await addClient({ name: 'John Smith', email: 'john@example.com' });
    const { token } = await lastInvitation('john@example.com');
    expect((await status(token)).json()).toEqual({
      state: 'ready',
      email: 'john@example.com',
      name: 'John Smith',
    });
    expect((await accept(token, 'short')).statusCode).toBe(400);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ signedIn: true });
    const session = await me(t.app, cookieFrom(accepted.headers));
    expect(session.json()).toMatchObject({ user: { email: 'john@example.com' }, isAdmin: false });

    expect((await status(token)).json()).toEqual({ state: 'invalid' });
    const again = await accept(token, 'another-password-2');
    expect(again.statusCode).toBe(410);
    expect((await signIn(t.app, 'john@example.com', 'a-new-password-1')).statusCode).toBe(200);
    expect(await listed('john@example.com')).toMatchObject({ awaitingPassword: false });
    expect((await resend((await listed('john@example.com')).id)).statusCode).toBe(409);
  });

  it('resending replaces the link: only the newest works', async () => {
    await addClient({ name: 'Maria P', email: 'maria@example.com' });
    const first = await lastInvitation('maria@example.com');
    expect((await resend((await listed('maria@example.com')).id)).statusCode).toBe(204);
    const second = await lastInvitation('maria@example.com');
    expect(second.count).toBe(2);
    expect((await accept(first.token)).statusCode).toBe(410);
    expect((await accept(second.token)).statusCode).toBe(200);
  });

  it('an expired link works no more', async () => {
    await addClient({ name: 'Late Reader', email: 'late@example.com' });
    const { token } = await lastInvitation('late@example.com');
    await t.db.execute(`update account_links set expires_at = now() - interval '1 second'`);
    expect((await status(token)).json()).toEqual({ state: 'invalid' });
    const response = await accept(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toMatch(/expired/);
    expect(await listed('late@example.com')).toMatchObject({ awaitingPassword: true });
  });
});
