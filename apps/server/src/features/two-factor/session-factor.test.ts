import { describe, expect, it } from 'vitest';
import { ADMIN_CONVERSATIONS_TOPIC } from '@lexbridge/shared/schemas/chat';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin } from '../../test/factories';
import {
  enrolTwoFactor,
  mergeCookies,
  post,
  sessionCookieFor,
  totpCode,
  totpCodeAt,
} from '../../test/two-factor';
import { openSocket } from '../../test/realtime-socket';

const PASSWORD = 'correct-horse-1';
const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

describe('a second factor is a property of the session', () => {
  const t = useTestApp({ env: { ADMIN_MFA: 'required' } });

  const settings = (cookie: string) =>
    t.app.inject({ url: '/api/admin/settings', headers: { cookie } });
  /** Another browser signing in with the password (and, with two-factor on, a code). */
  async function signInElsewhere(email: string, code?: string, cookie = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...json, cookie },
      payload: { email, password: PASSWORD },
    });
    const signedIn = mergeCookies(cookie, response.headers);
    if (!code) return signedIn;
    const verified = await post(t.app, '/api/auth/two-factor/verify-totp', signedIn, {
      code,
      trustDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    return mergeCookies(signedIn, verified.headers);
  }

  it('enrolling on one browser ends the sessions and sockets of the others', async () => {
    const admin = await createAdmin(t, 'enrols@kclaw.test');
    const other = await signInElsewhere(admin.email);
    const socket = await openSocket(t.app, other);
    const { cookie } = await enrolTwoFactor(t, admin.cookie);

    expect((await settings(cookie)).statusCode).toBe(200);
    expect((await settings(other)).statusCode).toBe(401);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('a session that did not pass the factor has no admin rights, over HTTP or realtime', async () => {
    const admin = await createAdmin(t, 'unverified@kclaw.test');
    const { cookie } = await enrolTwoFactor(t, admin.cookie);
    // A session of the account that never passed the code (made directly, as no way in makes one).
    const unverified = await sessionCookieFor(t, admin.id);

    const refused = await settings(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    const socket = await openSocket(t.app, unverified);
    expect(await socket.subscribe(ADMIN_CONVERSATIONS_TOPIC)).toMatchObject({
      type: 'error',
      code: 'SECOND_FACTOR_REQUIRED',
    });
    socket.close();
    // The session that enrolled still has them.
    expect((await settings(cookie)).statusCode).toBe(200);
  });

  it('a sign-in with the code, a remembered device and a new password keep admin rights', async () => {
    const admin = await createAdmin(t, 'verified@kclaw.test');
    const { secret } = await enrolTwoFactor(t, admin.cookie);
    const withCode = await signInElsewhere(admin.email, await totpCode(secret));
    expect((await settings(withCode)).statusCode).toBe(200);
    const live = await openSocket(t.app, withCode);
    expect((await live.subscribe(ADMIN_CONVERSATIONS_TOPIC)).type).toBe('subscribed');
    live.close();

    // The same browser, remembered for 30 days: no code asked, still a session that passed.
    const trustOnly = withCode
      .split('; ')
      .filter((pair) => pair.includes('trust_device'))
      .join('; ');
    const remembered = await signInElsewhere(admin.email, undefined, trustOnly);
    expect(remembered).toMatch(/session_token=/);
    expect((await settings(remembered)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { ...json, cookie: withCode },
      payload: { currentPassword: PASSWORD, newPassword: 'another-horse-2' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await settings(mergeCookies(withCode, changed.headers))).statusCode).toBe(200);
  });

  it('turning two-factor off ends the other sessions and forgets remembered devices', async () => {
    const admin = await createAdmin(t, 'turns-off@kclaw.test');
    const { secret, cookie } = await enrolTwoFactor(t, admin.cookie);
    const elsewhere = await signInElsewhere(admin.email, await totpCodeAt(secret, 0));
    const off = await post(t.app, '/api/two-factor/disable', cookie, { password: PASSWORD });
    expect(off.statusCode).toBe(204);
    expect((await settings(elsewhere)).statusCode).toBe(401);
    // Turned on again: the device remembered under the old enrolment is asked for a code.
    await enrolTwoFactor(t, mergeCookies(cookie, off.headers));
    const trustOnly = elsewhere
      .split('; ')
      .filter((pair) => pair.includes('trust_device'))
      .join('; ');
    expect(trustOnly).not.toBe('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...json, cookie: trustOnly },
      payload: { email: admin.email, password: PASSWORD },
    });
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
