import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { cookieFrom, me, signUp } from '../../test/auth-client';

describe('sign-up without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_EMAIL: 'partner@kclaw.test' } });
  });
  afterAll(() => t.close());

  it('creates an account that is active at once and signs the user in', async () => {
    const response = await signUp(t.app, 'Maria@Example.com', 'correct-horse-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().signedIn).toBe(true);

    const cookie = cookieFrom(response.headers);
    // The session token lives in the HttpOnly cookie only: no answer hands it to page scripts.
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);
    expect(response.body).not.toContain(token);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe('maria@example.com');
    expect(session.body).not.toContain(token);
    const current = await me(t.app, cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      user: { email: 'maria@example.com', name: 'maria' },
      isAdmin: false,
    });

    const [profile] = await t.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'maria@example.com'));
    expect(profile?.displayName).toBe('maria');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on plain http)', async () => {
    const response = await signUp(t.app, 'cookie@example.com');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/lexbridge\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('refuses a password shorter than 8 characters and creates nothing', async () => {
    const response = await signUp(t.app, 'short@example.com', 'seven77');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password must be at least 8 characters.');
    expect(
      await t.db.select().from(users).where(eq(users.email, 'short@example.com')),
    ).toHaveLength(0);
  });

  it('refuses an invalid e-mail address with a readable message', async () => {
    const response = await signUp(t.app, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Enter a valid e-mail address.');
  });

  it('refuses the reserved admin address in any letter case', async () => {
    const response = await signUp(t.app, 'Partner@KCLaw.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'RESERVED_EMAIL',
      message: 'This email is reserved for admin access.',
    });
    expect(
      await t.db.select().from(users).where(eq(users.email, 'partner@kclaw.test')),
    ).toHaveLength(0);
  });

  it('refuses a second account with the same e-mail', async () => {
    await signUp(t.app, 'twice@example.com');
    const again = await signUp(t.app, 'twice@example.com');
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json().error.message).toMatch(/already exists/i);
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
        payload: { email: 'secure@example.com', password: 'correct-horse-1' },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });
});
