import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationTopic } from '@lexbridge/shared/schemas/chat';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';
import { sessions } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { useSockets, useTestApp } from '../../test/suite';
import { openSecondHandle } from '../../test/database';
import { createClient, createClientConversation, signInAgain } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/realtime-socket';

const t = useTestApp();
const sockets = useSockets();

async function follow(app: TestApp['app'], cookie: string, conversationId: string) {
  const socket = await openSocket(app, cookie);
  sockets.push(socket);
  expect((await socket.subscribe(conversationTopic(conversationId))).type).toBe('subscribed');
  return socket;
}
const cookieHeaders = (cookie: string) => new Headers({ cookie });
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const stillOpen = (socket: TestSocket) => socket.socket.readyState === socket.socket.OPEN;
const sessionEnded = (reason: string) => ({ code: REALTIME_CLOSE.sessionEnded, reason });

describe('a socket ends with the session it was opened in', () => {
  it('signing out closes that session’s sockets, not those of the account’s other session', async () => {
    const client = await createClient(t, 'two-browsers@example.com');
    const conversation = await createClientConversation(t, client);
    const laptop = await follow(t.app, client.cookie, conversation);
    const phoneSession = await signInAgain(t.app, client.email);
    const phone = await follow(t.app, phoneSession.cookie, conversation);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: {
        origin: TEST_PUBLIC_URL,
        cookie: client.cookie,
        'content-type': 'application/json',
      },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await laptop.closed).toEqual(sessionEnded('session ended'));
    await settle();
    expect(stillOpen(phone)).toBe(true);
  });

  it('revoking the other sessions closes their sockets on another server instance', async () => {
    const client = await createClient(t, 'revoker@example.com');
    const conversation = await createClientConversation(t, client);
    const other = await signInAgain(t.app, client.email);
    const second = await buildTestApp({ database: await openSecondHandle(t.database) });
    try {
      const elsewhere = await follow(second.app, other.cookie, conversation);
      const mine = await follow(t.app, client.cookie, conversation);
      // As the account page does it, through Better Auth's API (no route of its own exposed).
      await t.app.deps.auth.api.revokeOtherSessions({ headers: cookieHeaders(client.cookie) });
      expect(await elsewhere.closed).toEqual(sessionEnded('session ended'));
      await settle();
      expect(stillOpen(mine)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('revoking one session by its token closes only its sockets', async () => {
    const client = await createClient(t, 'revoke-one@example.com');
    const conversation = await createClientConversation(t, client);
    const other = await signInAgain(t.app, client.email);
    const target = await follow(t.app, other.cookie, conversation);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, other.sessionId));
    await t.app.deps.auth.api.revokeSession({
      headers: cookieHeaders(client.cookie),
      body: { token: row!.token },
    });
    expect(await target.closed).toEqual(sessionEnded('session ended'));
  });

  it('closes the socket when the session expires, and keeps it while the session is refreshed', async () => {
    const client = await createClient(t, 'expiring@example.com');
    const conversation = await createClientConversation(t, client);
    // Not remembered: Better Auth then never extends the session on its own when it is read.
    const expiring = await signInAgain(t.app, client.email, false);
    const refreshed = await signInAgain(t.app, client.email, false);
    const soon = () => new Date(Date.now() + 1000);
    for (const { sessionId } of [expiring, refreshed])
      await t.db.update(sessions).set({ expiresAt: soon() }).where(eq(sessions.id, sessionId));
    const ending = await follow(t.app, expiring.cookie, conversation);
    const kept = await follow(t.app, refreshed.cookie, conversation);
    // Used meanwhile: its expiry moved on before the socket's timer fired.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(sessions.id, refreshed.sessionId));

    expect(await ending.closed).toEqual(sessionEnded('session expired'));
    await settle(500);
    expect(stillOpen(kept)).toBe(true);
  });
});
