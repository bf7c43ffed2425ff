import { describe, expect, it, vi } from 'vitest';
import { useClient, useTestApp } from '../../test/suite';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { createClient } from '../../test/factories';
import {
  auditRows,
  call,
  mailsTo,
  PASSWORD,
  sessionsOf,
  signInElsewhere,
} from '../../test/account-http';

describe('changing the password', () => {
  const t = useTestApp();
  const anna = useClient(t, 'anna@example.com');

  const change = (cookie: string, currentPassword: string, newPassword: string, lang = 'en') =>
    call(
      t,
      'POST',
      '/api/account/password',
      cookie,
      { currentPassword, newPassword },
      {
        'accept-language': lang,
      },
    );

  it('refuses a wrong current password, in the request’s language, and changes nothing', async () => {
    const english = await change(anna.cookie, 'not-my-password', 'new-password-2');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'That is not your current password.',
    });
    const greek = await change(anna.cookie, 'not-my-password', 'new-password-2', 'el');
    expect(greek.json().error.message).toBe('Αυτός δεν είναι ο τρέχων κωδικός πρόσβασής σας.');
    expect((await signIn(t.app, anna.email, PASSWORD)).statusCode).toBe(200);
    expect(await auditRows(t, 'user.password_change', anna.id)).toHaveLength(0);
  });

  it('refuses a new password that is too short, before asking Better Auth', async () => {
    const response = await change(anna.cookie, PASSWORD, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('changes it: other sessions end, this browser stays signed in, audited and mailed', async () => {
    const other = await signInElsewhere(t, anna.email);
    const response = await change(anna.cookie, PASSWORD, 'new-password-2');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // This browser's session was replaced: the answer carries the new cookie, never the token.
    const renewed = cookieFrom(response.headers);
    expect(renewed).toContain('session_token=');
    expect((await me(t.app, renewed)).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(401);
    expect((await sessionsOf(t, renewed)).sessions).toHaveLength(1);

    expect((await signIn(t.app, anna.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, anna.email, 'new-password-2')).statusCode).toBe(200);

    const [entry] = await auditRows(t, 'user.password_change', anna.id);
    // The other browser, and the sign-in that proved the old password still worked.
    expect(entry!.details).toMatchObject({ email: anna.email, signedOutSessions: 2 });
    expect(JSON.stringify(entry!.details)).not.toContain('new-password-2');
    await vi.waitFor(async () => {
      const mail = (await mailsTo(t, anna.email)).find((m) => m.subject.includes('password'));
      expect(mail?.subject).toBe('KC Law: your password was changed');
      expect(mail?.text).toContain('The password of your KC Law account was changed.');
      expect(mail?.text).not.toContain('new-password-2');
    });
  });

  it('limits attempts per account', async () => {
    const { cookie } = await createClient(t, 'guess@example.com');
    for (let i = 0; i < 5; i += 1) await change(cookie, 'wrong-guess', 'new-password-2');
    const refused = await change(cookie, 'wrong-guess', 'new-password-2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Too many attempts to change the password/);
  });

  it('is not reachable through Better Auth’s own route, which would skip the audit', async () => {
    const response = await call(t, 'POST', '/api/auth/change-password', anna.cookie, {
      currentPassword: 'new-password-2',
      newPassword: 'third-password-3',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await change('', PASSWORD, 'new-password-2')).statusCode).toBe(401);
  });
});
