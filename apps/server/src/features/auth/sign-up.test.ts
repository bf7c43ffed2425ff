import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { cookieFrom, me, signIn, signUp } from '../../test/auth-client';
import { createAdmin, createClient, createUnconfirmedClient } from '../../test/factories';
import { linkIn, mailsTo, signUpAndConfirm } from '../../test/mailed-links';

const accountOf = async (t: TestApp, email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The reserved address has no account yet (ADMIN_EMAIL without ADMIN_PASSWORD).
    t = await buildTestApp({ env: { ADMIN_EMAIL: 'partner@kclaw.test' } });
  });
  afterAll(() => t.close());

  it('mails a link that proves the address; the password is chosen on the page it opens', async () => {
    const response = await signUp(t.app, 'Maria@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedIn: false });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await accountOf(t, 'maria@example.com')).toMatchObject({ emailVerified: false });

    const [mail] = await mailsTo(t, 'maria@example.com');
    expect(mail!.subject).toBe('Confirm your address for KC Law');
    const link = linkIn(mail!.text, '/api/auth/magic-link/verify');
    const opened = await t.app.inject({ url: link.pathname + link.search });
    expect(opened.headers.location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    // The browser that opened it holds an HttpOnly, SameSite=Lax session cookie (not Secure on http).
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/lexbridge\.session_token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = cookieFrom(opened.headers);
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe('maria@example.com');
    expect(session.body).not.toContain(token);
    expect((await me(t.app, cookie)).json()).toMatchObject({
      user: { email: 'maria@example.com', name: 'maria' },
      isAdmin: false,
    });
    expect(await accountOf(t, 'maria@example.com')).toMatchObject({ emailVerified: true });
    const [profile] = await t.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'maria@example.com'));
    expect(profile?.displayName).toBe('maria');
  });

  it('answers every address the same: new, unconfirmed, confirmed, an administrator’s, the reserved one', async () => {
    await createClient(t, 'known@example.com');
    await createUnconfirmedClient(t, 'pending@example.com');
    await createAdmin(t, 'boss@kclaw.test');
    const addresses = [
      'fresh@example.com',
      'pending@example.com',
      'known@example.com',
      'boss@kclaw.test',
      'partner@kclaw.test',
    ];
    const answers = [];
    for (const email of addresses) answers.push(await signUp(t.app, email));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    // What differs goes only to the address's own mailbox.
    const subjects = async (email: string) => (await mailsTo(t, email)).map((m) => m.subject);
    expect(await subjects('fresh@example.com')).toEqual(['Confirm your address for KC Law']);
    expect(await subjects('pending@example.com')).toEqual(['Confirm your address for KC Law']);
    const tried = 'Someone tried to create a KC Law account with your address';
    expect(await subjects('known@example.com')).toEqual([tried]);
    expect(await subjects('boss@kclaw.test')).toEqual([tried]);
    // The reserved address never becomes a client's account.
    expect(await subjects('partner@kclaw.test')).toEqual([]);
    expect(await accountOf(t, 'partner@kclaw.test')).toBeUndefined();
  });

  it('tells a confirmed account’s owner where to sign in, with no link that signs in', async () => {
    const cookie = await signUpAndConfirm(t, 'owner@example.com', 'owner-password-1');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: TEST_PUBLIC_URL, cookie },
      payload: { language: 'el' },
    });
    await signUp(t.app, 'owner@example.com');
    const [mail] = await mailsTo(t, 'owner@example.com');
    expect(mail!.subject).toBe(
      'Κάποιος προσπάθησε να δημιουργήσει λογαριασμό στην KC Law με τη διεύθυνσή σας',
    );
    expect(linkIn(mail!.text, '/el/auth').origin).toBe(TEST_PUBLIC_URL);
    expect(mail!.text).not.toContain('magic-link');
    // Nothing changed: the owner's password still signs in.
    expect((await signIn(t.app, 'owner@example.com', 'owner-password-1')).statusCode).toBe(200);
  });

  it('refuses a password sign-in to an account whose address nobody proved, and mails the owner', async () => {
    // Made before sign-up mailed links first: its password may be whoever typed the address first.
    await createUnconfirmedClient(t, 'claimed@example.com');
    const refused = await signIn(t.app, 'claimed@example.com', 'correct-horse-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // The link that proves the address waits in the Outbox for the firm to pass on.
    const subjects = (await mailsTo(t, 'claimed@example.com')).map((mail) => mail.subject);
    expect(subjects).toEqual(['Confirm your address for KC Law']);
  });

  it('refuses an invalid e-mail address with a readable message', async () => {
    const response = await signUp(t.app, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Enter a valid e-mail address.');
  });
});

describe('session cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.kclaw.test' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://www.kclaw.test', 'content-type': 'application/json' },
        payload: { email: 'secure@example.com' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(t, 'secure@example.com');
      const link = linkIn(mail!.text, '/api/auth/magic-link/verify');
      const opened = await t.app.inject({ url: link.pathname + link.search });
      expect(String(opened.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });
});
