import { describe, expect, it, vi } from 'vitest';
import { useClient, useTestApp } from '../../test/suite';
import { me } from '../../test/auth-client';
import { auditRows, call, mailsTo, sessionsOf, signInElsewhere } from '../../test/account-http';

describe('the account’s sessions', () => {
  const t = useTestApp();
  const anna = useClient(t, 'anna@example.com');
  const bob = useClient(t, 'bob@example.com');

  it('lists every session with device, address and times, the current one first, no token', async () => {
    const phone = await signInElsewhere(t, anna.email, '31.153.0.1');
    const { response, sessions } = await sessionsOf(t, anna.cookie);
    expect(response.statusCode).toBe(200);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.current).toBe(true);
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Firefox',
      os: 'Windows',
      ipAddress: '31.153.0.1',
      localNetwork: false,
      // The place: the country the address is registered in.
      country: 'CY',
    });
    expect(Date.parse(sessions[1]!.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    // The cookie carries the token (before its signature); no answer may.
    const token = decodeURIComponent(phone.split('session_token=')[1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(token);
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      'browser',
      'country',
      'current',
      'id',
      'ipAddress',
      'lastActiveAt',
      'localNetwork',
      'os',
      'signedInAt',
    ]);
    await call(t, 'POST', '/api/account/sessions/sign-out-others', anna.cookie);
  });

  it('marks a loopback or private address as the local network', async () => {
    const office = await signInElsewhere(t, anna.email, '192.168.1.20');
    const { sessions } = await sessionsOf(t, anna.cookie);
    expect(sessions.find((s) => s.ipAddress === '192.168.1.20')).toMatchObject({
      localNetwork: true,
      country: null,
    });
    await call(t, 'POST', '/api/account/sessions/sign-out-others', anna.cookie);
    expect((await me(t.app, office)).statusCode).toBe(401);
  });

  it('signs out one session by id: that browser is out, this one stays, audited and mailed', async () => {
    const laptop = await signInElsewhere(t, anna.email);
    const { sessions } = await sessionsOf(t, anna.cookie);
    const other = sessions.find((s) => !s.current)!;
    const response = await call(t, 'DELETE', `/api/account/sessions/${other.id}`, anna.cookie);
    expect(response.statusCode).toBe(204);
    expect((await me(t.app, laptop)).statusCode).toBe(401);
    expect((await me(t.app, anna.cookie)).statusCode).toBe(200);
    const [entry] = await auditRows(t, 'user.session_revoke', anna.id);
    expect(entry).toMatchObject({ subjectType: 'user', subjectId: anna.id });
    expect(entry!.details).toMatchObject({ email: anna.email, sessionIp: '203.0.113.7' });
    await vi.waitFor(async () => {
      const subject = 'KC Law: a device was signed out of your account';
      const mail = (await mailsTo(t, anna.email)).find((m) => m.subject === subject);
      expect(mail?.text).toContain(
        'A device was signed out of your KC Law account: Firefox on Windows.',
      );
    });
  });

  it('answers 404 for another account’s session, which stays signed in', async () => {
    const bobElsewhere = await signInElsewhere(t, bob.email);
    const { sessions } = await sessionsOf(t, bobElsewhere);
    const bobsOther = sessions.find((s) => !s.current)!;
    const response = await call(t, 'DELETE', `/api/account/sessions/${bobsOther.id}`, anna.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('That session has already ended.');
    expect((await me(t.app, bob.cookie)).statusCode).toBe(200);
    const unknown = await call(t, 'DELETE', '/api/account/sessions/no-such-session', anna.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it('signs out everywhere else: every other session ends, this one stays, audited and mailed', async () => {
    const first = await signInElsewhere(t, anna.email, '203.0.113.8');
    const second = await signInElsewhere(t, anna.email, '203.0.113.9');
    const response = await call(t, 'POST', '/api/account/sessions/sign-out-others', anna.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect((await me(t.app, first)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(401);
    expect((await me(t.app, anna.cookie)).statusCode).toBe(200);
    expect((await sessionsOf(t, anna.cookie)).sessions).toHaveLength(1);
    const entries = await auditRows(t, 'user.other_sessions_revoke', anna.id);
    expect(entries.at(-1)!.details).toMatchObject({ count: 2 });
    await vi.waitFor(async () => {
      const subjects = (await mailsTo(t, anna.email)).map((m) => m.text);
      expect(subjects.some((text) => text.includes('2 other devices were signed out'))).toBe(true);
    });
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await call(t, 'GET', '/api/account/sessions', '')).statusCode).toBe(401);
    const others = await call(t, 'POST', '/api/account/sessions/sign-out-others', '');
    expect(others.statusCode).toBe(401);
  });
});
