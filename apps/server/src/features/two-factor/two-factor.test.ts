import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, verifications } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { createClient } from '../../test/factories';
import { enrolTwoFactor, mergeCookies, post, totpCode, wrongCode } from '../../test/two-factor';

const PASSWORD = 'correct-horse-1';

describe('two-factor sign-in (TOTP)', () => {
  const t = useTestApp();

  const status = async (cookie: string) =>
    (await t.app.inject({ url: '/api/two-factor', headers: { cookie } })).json();
  /** Password sign-in of an account with two-factor on: the pending challenge's cookie. */
  async function passwordStep(email: string, cookie = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://lexbridge.test', 'content-type': 'application/json', cookie },
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { body: response.json(), cookie: mergeCookies(cookie, response.headers) };
  }
  const verify = (cookie: string, code: string, trustDevice = false) =>
    post(t.app, '/api/auth/two-factor/verify-totp', cookie, { code, trustDevice });

  it('enrols: QR code drawn here, secret as text, confirmed by a code, 10 backup codes once', async () => {
    const client = await createClient(t, 'enrol@example.com');
    expect(await status(client.cookie)).toEqual({ enabled: false, name: null, hasPassword: true });

    const noPassword = await post(t.app, '/api/two-factor/enrol', client.cookie, { name: 'Phone' });
    expect(noPassword.statusCode).toBe(400);

    const enrolled = await post(t.app, '/api/two-factor/enrol', client.cookie, {
      name: 'Work phone',
      password: PASSWORD,
    });
    expect(enrolled.statusCode).toBe(200);
    const { qrCode, secret } = enrolled.json<{ qrCode: string; secret: string }>();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    // Not on until confirmed: sign-in still needs only the password.
    expect((await status(client.cookie)).enabled).toBe(false);

    const wrong = await post(t.app, '/api/two-factor/confirm', client.cookie, {
      code: await wrongCode(secret),
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await post(t.app, '/api/two-factor/confirm', client.cookie, {
      code: await totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { backupCodes } = confirmed.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(10);
    const cookie = mergeCookies(client.cookie, confirmed.headers);
    expect(await status(cookie)).toEqual({ enabled: true, name: 'Work phone', hasPassword: true });
    expect((await me(t.app, cookie)).json().user.twoFactorEnabled).toBe(true);
    // Shown once: confirming again is refused and reveals nothing.
    const again = await post(t.app, '/api/two-factor/confirm', cookie, {
      code: await totpCode(secret),
    });
    expect(again.statusCode).toBe(400);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, client.id));
    expect(audit.map((entry) => entry.action)).toContain('two_factor.enable');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Two-factor sign-in is on for your KC Law account',
    );
  });

  it('asks for the code after the password; a right code signs in, a wrong one does not', async () => {
    const client = await createClient(t, 'challenge@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);

    const step = await passwordStep(client.email);
    expect(step.body).toMatchObject({ twoFactorRedirect: true });
    expect((await me(t.app, step.cookie)).statusCode).toBe(401);

    const wrong = await verify(step.cookie, await wrongCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/not right/);

    const right = await verify(step.cookie, await totpCode(secret));
    expect(right.statusCode).toBe(200);
    const signedIn = mergeCookies(step.cookie, right.headers);
    expect((await me(t.app, signedIn)).json().user.email).toBe(client.email);
    // The new session's token is in its HttpOnly cookie only, never in the answer.
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(signedIn)![1]!);
    expect(right.body).not.toContain(token);
  });

  it('takes each backup code once', async () => {
    const client = await createClient(t, 'backup@example.com');
    const { backupCodes } = await enrolTwoFactor(t, client.cookie);
    const code = backupCodes[0]!;

    const first = await passwordStep(client.email);
    const used = await post(t.app, '/api/auth/two-factor/verify-backup-code', first.cookie, {
      code,
    });
    expect(used.statusCode).toBe(200);
    expect((await me(t.app, mergeCookies(first.cookie, used.headers))).statusCode).toBe(200);

    const second = await passwordStep(client.email);
    const reused = await post(t.app, '/api/auth/two-factor/verify-backup-code', second.cookie, {
      code,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('INVALID_BACKUP_CODE');
  });

  it('locks the code step after 5 wrong codes and says for how long; audited', async () => {
    const client = await createClient(t, 'lockout@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const step = await passwordStep(client.email);
    for (let i = 0; i < 4; i++) {
      expect((await verify(step.cookie, await wrongCode(secret))).statusCode).toBe(401);
    }
    const fifth = await verify(step.cookie, await wrongCode(secret));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(
      'Too many wrong codes. Sign-in with a code is locked for 15 minutes; try again then.',
    );
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(800);

    // Even the right code, and a fresh sign-in, wait until the lock ends.
    const fresh = await passwordStep(client.email);
    expect((await verify(fresh.cookie, await totpCode(secret))).statusCode).toBe(429);
    const lockouts = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, client.id), eq(auditLog.action, 'two_factor.lockout')));
    expect(lockouts).toHaveLength(1);
  });

  it('remembers a device for 30 days, and not after the record expires', async () => {
    const client = await createClient(t, 'trusted@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const step = await passwordStep(client.email);
    const right = await verify(step.cookie, await totpCode(secret), true);
    expect(right.statusCode).toBe(200);
    const trustCookie = cookieFrom(right.headers)
      .split('; ')
      .find((pair) => pair.startsWith('lexbridge.trust_device='))!;
    expect(trustCookie).toBeDefined();
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/lexbridge\.trust_device=[^;]+;[^,]*Max-Age=2592000/);

    const remembered = await passwordStep(client.email, trustCookie);
    expect(remembered.body.twoFactorRedirect).toBeUndefined();
    expect((await me(t.app, remembered.cookie)).statusCode).toBe(200);

    // Thirty days later the record has expired: the code is asked again.
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'trust-device-%'));
    const renewed = remembered.cookie
      .split('; ')
      .find((pair) => pair.startsWith('lexbridge.trust_device='))!;
    const later = await passwordStep(client.email, renewed);
    expect(later.body).toMatchObject({ twoFactorRedirect: true });
  });

  it('regenerates backup codes and turns off only with the password; both audited', async () => {
    const client = await createClient(t, 'manage@example.com');
    const { cookie, backupCodes } = await enrolTwoFactor(t, client.cookie);

    const refused = await post(t.app, '/api/two-factor/backup-codes', cookie, {
      password: 'not-the-password',
    });
    expect(refused.statusCode).toBe(400);
    const regenerated = await post(t.app, '/api/two-factor/backup-codes', cookie, {
      password: PASSWORD,
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);

    expect(
      (await post(t.app, '/api/two-factor/disable', cookie, { password: 'wrong-password' }))
        .statusCode,
    ).toBe(400);
    const disabled = await post(t.app, '/api/two-factor/disable', cookie, { password: PASSWORD });
    expect(disabled.statusCode).toBe(204);
    const after = mergeCookies(cookie, disabled.headers);
    expect((await status(after)).enabled).toBe(false);
    expect((await signIn(t.app, client.email, PASSWORD)).json().twoFactorRedirect).toBeUndefined();

    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, client.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['two_factor.backup_codes', 'two_factor.disable']),
    );
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, client.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'New backup codes for your KC Law account',
        'Two-factor sign-in is off for your KC Law account',
      ]),
    );
  });

  it('limits the password checks of turning it off: guessing from an open screen is refused', async () => {
    const client = await createClient(t, 'guess@example.com');
    const { cookie } = await enrolTwoFactor(t, client.cookie);
    const tries: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(t.app, '/api/two-factor/disable', cookie, {
        password: `guess-${attempt}`,
      });
      tries.push(response.statusCode);
    }
    expect(new Set(tries)).toEqual(new Set([400, 429]));
    const refused = await post(t.app, '/api/two-factor/disable', cookie, { password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many attempts with your password/);
    expect((await status(cookie)).enabled).toBe(true);
  });

  it("keeps Better Auth's other two-factor endpoints unreachable", async () => {
    const client = await createClient(t, 'direct@example.com');
    for (const path of ['enable', 'disable', 'generate-backup-codes', 'get-totp-uri']) {
      const response = await post(t.app, `/api/auth/two-factor/${path}`, client.cookie, {
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
