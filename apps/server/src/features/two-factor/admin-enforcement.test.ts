import { describe, expect, it } from 'vitest';
import { ADMIN_CONVERSATIONS_TOPIC } from '@lexbridge/shared/schemas/chat';
import { type TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { me } from '../../test/auth-client';
import { createAdmin, createClient } from '../../test/factories';
import { enrolTwoFactor } from '../../test/two-factor';
import { openSocket } from '../../test/realtime-socket';

const settings = (t: TestApp, cookie: string) =>
  t.app.inject({ url: '/api/admin/settings', headers: { cookie } });

describe('administrators must have a second factor (ADMIN_MFA=required, the default)', () => {
  const t = useTestApp({ env: { ADMIN_MFA: 'required' } });

  it('refuses every admin API with 403 MFA_ENROLMENT_REQUIRED until the admin enrols', async () => {
    const admin = await createAdmin(t);
    const refused = await settings(t, admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await me(t.app, admin.cookie)).json()).toMatchObject({
      isAdmin: true,
      mfaEnrolmentRequired: true,
      user: { twoFactorEnabled: false },
    });

    // Live admin topics are refused too, saying why.
    const socket = await openSocket(t.app, admin.cookie);
    const answer = await socket.subscribe(ADMIN_CONVERSATIONS_TOPIC);
    socket.close();
    expect(answer).toMatchObject({ type: 'error', code: 'MFA_ENROLMENT_REQUIRED' });

    const { cookie } = await enrolTwoFactor(t, admin.cookie);
    expect((await settings(t, cookie)).statusCode).toBe(200);
    expect((await me(t.app, cookie)).json()).toMatchObject({
      isAdmin: true,
      mfaEnrolmentRequired: false,
    });
    const enrolled = await openSocket(t.app, cookie);
    expect((await enrolled.subscribe(ADMIN_CONVERSATIONS_TOPIC)).type).toBe('subscribed');
    enrolled.close();
  });

  it('asks nothing of clients', async () => {
    const client = await createClient(t);
    expect((await me(t.app, client.cookie)).json().mfaEnrolmentRequired).toBe(false);
  });
});

describe('ADMIN_MFA=optional', () => {
  const t = useTestApp({ env: { ADMIN_MFA: 'optional' } });

  it('lets an admin without a second factor use the admin APIs', async () => {
    const admin = await createAdmin(t);
    expect((await settings(t, admin.cookie)).statusCode).toBe(200);
    expect((await me(t.app, admin.cookie)).json().mfaEnrolmentRequired).toBe(false);
  });
});
