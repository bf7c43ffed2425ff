import { describe, expect, it, vi } from 'vitest';
import { conversationTopic } from '@lexbridge/shared/schemas/chat';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { openSecondHandle } from '../../test/database';
import {
  createAdmin,
  createClient,
  createClientConversation,
  signInAgain,
} from '../../test/factories';
import { openSocket } from '../../test/realtime-socket';

// Sessions are kept a few seconds per instance; none of that may outlive a sign-out or a change.
const t = useTestApp();

const me = (app: TestApp['app'], cookie: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const json = (cookie: string) => ({
  origin: TEST_PUBLIC_URL,
  cookie,
  'content-type': 'application/json',
});

/** Asks twice, and checks the second answer came from the cache (no session lookup). */
async function warm(app: TestApp['app'], cookie: string) {
  expect((await me(app, cookie)).statusCode).toBe(200);
  const lookups = vi.spyOn(app.deps.auth.api, 'getSession');
  try {
    expect((await me(app, cookie)).statusCode).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
  } finally {
    lookups.mockRestore();
  }
}

describe('the per-instance session cache', () => {
  it('after sign-out the very next request with the old cookie is refused', async () => {
    const client = await createClient(t, 'cache-signout@example.com');
    await warm(t.app, client.cookie);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: json(client.cookie),
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await me(t.app, client.cookie)).statusCode).toBe(401);
  });

  it('a session revoked from another device is refused at once', async () => {
    const client = await createClient(t, 'cache-revoke@example.com');
    const laptop = await signInAgain(t.app, client.email);
    await warm(t.app, laptop.cookie);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${laptop.sessionId}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: client.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(t.app, laptop.cookie)).statusCode).toBe(401);
    expect((await me(t.app, client.cookie)).statusCode).toBe(200);
  });

  it('a lost administrator role and a new language show on the next request', async () => {
    const admin = await createAdmin(t, 'cache-admin@kclaw.test');
    const other = await createAdmin(t, 'cache-other@kclaw.test');
    await warm(t.app, other.cookie);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/administrators/${other.id}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(t.app, other.cookie)).json()).toMatchObject({ isAdmin: false });

    await warm(t.app, admin.cookie);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: json(admin.cookie),
      payload: { language: 'el' },
    });
    expect(change.statusCode).toBe(204);
    expect((await me(t.app, admin.cookie)).json()).toMatchObject({ user: { language: 'el' } });
  });

  it('a sign-out on one instance ends the session on another instance whose cache was warm', async () => {
    const client = await createClient(t, 'cache-instances@example.com');
    const conversation = await createClientConversation(t, client);
    const second = await buildTestApp({ database: await openSecondHandle(t.database) });
    try {
      await warm(second.app, client.cookie);
      // The socket closes on the same notice that empties the cache: once it has, the cache has.
      const socket = await openSocket(second.app, client.cookie);
      expect((await socket.subscribe(conversationTopic(conversation))).type).toBe('subscribed');
      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: json(client.cookie),
        payload: {},
      });
      expect(signOut.statusCode).toBe(200);
      await socket.closed;
      expect((await me(second.app, client.cookie)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
