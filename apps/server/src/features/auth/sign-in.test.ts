import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { signUpAndConfirm } from '../../test/mailed-links';
import { createAdminAccount } from './admin-accounts';
import { SIGN_IN_LIMIT_PER_ACCOUNT, SIGN_IN_LIMIT_PER_IP } from './sign-in-limits';

describe('sign-in', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await signUpAndConfirm(t, 'client@example.com', 'correct-horse-1');
    await createAdminAccount(t.db, { email: 'admin@kclaw.test', password: 'admin-password-1' });
  });
  beforeEach(async () => {
    await t.db.delete(rateLimitHits);
  });

  it('signs a client in; /api/me says they are not an admin', async () => {
    const response = await signIn(t.app, 'client@example.com', 'correct-horse-1');
    expect(response.statusCode).toBe(200);
    const current = await me(t.app, cookieFrom(response.headers));
    expect(current.json()).toMatchObject({ user: { email: 'client@example.com' }, isAdmin: false });
  });

  it('signs an admin in; /api/me says they are an admin', async () => {
    const response = await signIn(t.app, 'admin@kclaw.test', 'admin-password-1');
    expect(response.statusCode).toBe(200);
    const current = await me(t.app, cookieFrom(response.headers));
    expect(current.json()).toMatchObject({ user: { email: 'admin@kclaw.test' }, isAdmin: true });
  });

  it('answers 401 with a message for a wrong password and sets no session', async () => {
    const response = await signIn(t.app, 'client@example.com', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid email or password');
    expect(cookieFrom(response.headers)).not.toMatch(/session_token=[^;]+/);
  });

  it('answers 401 for /api/me without a session', async () => {
    const response = await me(t.app);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('sign-out ends the session', async () => {
    const cookie = cookieFrom(
      (await signIn(t.app, 'client@example.com', 'correct-horse-1')).headers,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it(`limits one account to ${SIGN_IN_LIMIT_PER_ACCOUNT} attempts a minute, even with the right password`, async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_ACCOUNT; i++) {
      // Different addresses, so only the per-account limit can trip.
      expect(
        (await signIn(t.app, 'client@example.com', 'guess', `10.0.0.${i + 1}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await signIn(t.app, 'client@example.com', 'correct-horse-1', '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect(
      (await signIn(t.app, 'admin@kclaw.test', 'admin-password-1', '10.0.1.2')).statusCode,
    ).toBe(200);
  });

  it(`limits one IP address to ${SIGN_IN_LIMIT_PER_IP} attempts a minute across accounts`, async () => {
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      expect((await signIn(t.app, `nobody${i}@example.com`, 'guess', '192.0.2.7')).statusCode).toBe(
        401,
      );
    }
    expect(
      (await signIn(t.app, 'client@example.com', 'correct-horse-1', '192.0.2.7')).statusCode,
    ).toBe(429);
    expect(
      (await signIn(t.app, 'client@example.com', 'correct-horse-1', '192.0.2.8')).statusCode,
    ).toBe(200);
  });

  it('does not expose Better Auth endpoints the app does not use', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
