import { beforeEach, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import type { AuditLogPage } from '@lexbridge/shared/schemas/audit';
import { FIRM_THREADS_TOPIC } from '@lexbridge/shared/schemas/messages';
import { auditLog, userRoles } from '../../db/schema/index';
import { RIGHTS_CHANGED_CLOSE_CODE } from '../../platform/realtime/hub';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createAdmin, createUnconfirmedClient, type TestUser } from '../../test/factories';
import { openSocket } from '../../test/realtime-socket';

describe('granting and revoking the administrator role', () => {
  const t = useTestApp();
  const first = useAdmin(t, 'partner@kclaw.test');
  const client = useClient(t, 'anna@example.com');
  let counter = 0;

  // Every test starts with one administrator, `first`, and an empty log.
  beforeEach(async () => {
    await t.db.delete(auditLog);
    await t.db.delete(userRoles).where(ne(userRoles.userId, first.id));
    await t.db.insert(userRoles).values({ userId: first.id, role: 'admin' }).onConflictDoNothing();
    // Roles reset behind the app's back: its few-seconds session cache must not remember them.
    t.app.deps.sessionCache.forget({ kind: 'all' });
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/administrators${url}`,
      headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const list = async (user = first) =>
    (await call(user, 'GET')).json<{ administrators: Administrator[] }>().administrators;
  const anotherAdmin = () => createAdmin(t, `partner-${(counter += 1)}@kclaw.test`);
  // The role changes in the log (signing the test's administrators in is logged too).
  const audit = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log',
        headers: { cookie: first.cookie },
      })
    )
      .json<AuditLogPage>()
      .entries.filter((entry) => entry.action.startsWith('admin_role.'));
  const roleChanges = async () =>
    (await t.db.select().from(auditLog)).filter((row) => row.action.startsWith('admin_role.'));

  it('lists the administrators with their e-mail and since when, longest-serving first', async () => {
    const second = await anotherAdmin();
    const admins = await list();
    expect(admins.map((admin) => [admin.id, admin.name, admin.email])).toEqual([
      [first.id, 'partner', 'partner@kclaw.test'],
      [second.id, `partner-${counter}`, second.email],
    ]);
    expect(Date.parse(admins[0]!.since)).toBeLessThanOrEqual(Date.parse(admins[1]!.since));
  });

  it('grants the role to an existing account by e-mail; it is an administrator on its next request', async () => {
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: client.cookie } });
    expect((await me()).json().isAdmin).toBe(false);
    const socket = await openSocket(t.app, client.cookie);
    expect((await socket.subscribe(FIRM_THREADS_TOPIC)).type).toBe('error');
    const closed = new Promise<number>((resolve) => socket.socket.on('close', resolve));
    const response = await call(first, 'POST', '', {
      email: '  Anna@Example.COM ',
      name: ' Anna Lawyer ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Administrator>()).toMatchObject({
      id: client.id,
      email: 'anna@example.com',
      name: 'Anna Lawyer',
      nameChosen: true,
    });
    expect((await me()).json().isAdmin).toBe(true);
    // An open live connection reconnects, and is then let into the firm's topics.
    expect(await closed).toBe(RIGHTS_CHANGED_CLOSE_CODE);
    const again = await openSocket(t.app, client.cookie);
    expect((await again.subscribe(FIRM_THREADS_TOPIC)).type).toBe('subscribed');
    again.close();
    expect((await list()).map((admin) => admin.email)).toEqual([
      'partner@kclaw.test',
      'anna@example.com',
    ]);
    expect(await audit()).toMatchObject([
      {
        actorId: first.id,
        actorName: 'partner',
        action: 'admin_role.grant',
        subject: { type: 'user', id: client.id, label: 'anna@example.com' },
        details: { email: 'anna@example.com', name: 'Anna Lawyer', previousName: 'anna' },
      },
    ]);
  });

  it('says clearly when no account has the address, or it is an administrator already', async () => {
    const none = await call(first, 'POST', '', { email: 'nobody@example.com', name: 'Nobody' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(
      'No account has the e-mail nobody@example.com. The person must sign up, or be added as a client, first.',
    );
    const already = await call(first, 'POST', '', { email: 'partner@kclaw.test', name: 'P' });
    expect(already.statusCode).toBe(409);
    expect(already.json().error.message).toBe('partner@kclaw.test is already an administrator.');
    const blank = await call(first, 'POST', '', { email: ' ', name: 'Someone' });
    expect(blank.json().error.message).toBe('Enter the e-mail address of the account.');
    const greek = await t.app.inject({
      method: 'POST',
      url: '/api/admin/administrators',
      headers: { cookie: first.cookie, origin: TEST_PUBLIC_URL, 'accept-language': 'el' },
      payload: { email: 'nobody@example.com', name: 'Nobody' },
    });
    expect(greek.json().error.message).toBe(
      'Κανένας λογαριασμός δεν έχει το e-mail nobody@example.com. Το άτομο πρέπει πρώτα να εγγραφεί ή να προστεθεί ως πελάτης.',
    );
    expect(await list()).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });

  it('asks for the name the new administrator’s replies will carry, and grants nothing without', async () => {
    for (const name of [undefined, '  ', 'N'.repeat(81)]) {
      const response = await call(first, 'POST', '', { email: client.email, name });
      expect(response.statusCode).toBe(400);
    }
    const unnamed = await call(first, 'POST', '', { email: client.email });
    expect(unnamed.json().error.message).toBe(
      'Enter the name clients will see beside the replies.',
    );
    expect(await list()).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });

  it('refuses the role to an account whose address was never proven', async () => {
    const unproven = await createUnconfirmedClient(t, `unproven-${(counter += 1)}@example.com`);
    const response = await call(first, 'POST', '', { email: unproven.email, name: 'Unproven' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'ACCOUNT_UNCONFIRMED',
      message: `${unproven.email} has not confirmed their e-mail address yet, so the account cannot become an administrator. Send them an invitation from the Clients page first: its link confirms the address.`,
    });
    expect((await list()).map((admin) => admin.id)).toEqual([first.id]);
    expect(await audit()).toEqual([]);
  });

  it('revokes another administrator: audited, and refused to them from their next request', async () => {
    const second = await anotherAdmin();
    const socket = await openSocket(t.app, second.cookie);
    expect((await socket.subscribe(FIRM_THREADS_TOPIC)).type).toBe('subscribed');
    const closed = new Promise<number>((resolve) => socket.socket.on('close', resolve));

    expect((await call(first, 'DELETE', `/${second.id}`)).statusCode).toBe(204);
    expect((await list()).map((admin) => admin.id)).toEqual([first.id]);
    expect((await call(second, 'GET')).statusCode).toBe(403);
    // Their open live connection is closed, so the firm's events stop reaching them at once;
    // reconnecting, they are no longer let into the firm's topics.
    expect(await closed).toBe(RIGHTS_CHANGED_CLOSE_CODE);
    const again = await openSocket(t.app, second.cookie);
    expect((await again.subscribe(FIRM_THREADS_TOPIC)).type).toBe('error');
    again.close();
    expect(await audit()).toMatchObject([
      {
        actorId: first.id,
        action: 'admin_role.revoke',
        subject: { type: 'user', id: second.id, label: second.email },
      },
    ]);
  });

  it('never removes your own role, nor the last administrator', async () => {
    const alone = await call(first, 'DELETE', `/${first.id}`);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(
      'The last administrator cannot be removed. Grant the role to someone else first.',
    );
    await anotherAdmin();
    const own = await call(first, 'DELETE', `/${first.id}`);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(
      'You cannot remove your own administrator role. Ask another administrator.',
    );
    const notAdmin = await call(first, 'DELETE', `/${client.id}`);
    expect(notAdmin.statusCode).toBe(404);
    expect(notAdmin.json().error.message).toBe('This account is not an administrator.');
    expect(await list()).toHaveLength(2);
    expect(await audit()).toEqual([]);
  });

  it('two administrators revoking each other at once leave exactly one', async () => {
    const second = await anotherAdmin();
    const [a, b] = await Promise.all([
      call(first, 'DELETE', `/${second.id}`),
      call(second, 'DELETE', `/${first.id}`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 403]);
    const remaining = await list(a.statusCode === 204 ? first : second);
    expect(remaining).toHaveLength(1);
    expect(await t.db.select().from(userRoles)).toHaveLength(1);
    const revokes = await roleChanges();
    expect(revokes.map((row) => row.action)).toEqual(['admin_role.revoke']);
  });

  it('three administrators each revoking another at once leave at least one', async () => {
    const second = await anotherAdmin();
    const third = await anotherAdmin();
    const answers = await Promise.all([
      call(first, 'DELETE', `/${second.id}`),
      call(second, 'DELETE', `/${third.id}`),
      call(third, 'DELETE', `/${first.id}`),
    ]);
    const done = answers.filter((answer) => answer.statusCode === 204).length;
    const admins = await t.db.select().from(userRoles);
    expect(admins.length).toBeGreaterThanOrEqual(1);
    expect(admins.length).toBe(3 - done);
    expect(await roleChanges()).toHaveLength(done);
  });

  it('is for administrators only: a client is refused and nothing changes', async () => {
    expect((await call(client, 'GET')).statusCode).toBe(403);
    const grant = await call(client, 'POST', '', { email: 'anna@example.com', name: 'Anna' });
    expect(grant.statusCode).toBe(403);
    expect((await call(client, 'DELETE', `/${first.id}`)).statusCode).toBe(403);
    expect((await list()).map((admin) => admin.id)).toEqual([first.id]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/administrators' });
    expect(anonymous.statusCode).toBe(401);
  });
});
