import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CONVERSATIONS_TOPIC,
  conversationTopic,
  type RealtimeServerFrame,
} from '@lexbridge/shared/schemas/chat';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/app';
import { useSockets, useTestApp } from '../../test/suite';
import { openSecondHandle } from '../../test/database';
import { createChatCast } from '../../test/chat-cast';
import { json, startQuickChat } from '../../test/chat-http';
import { openSocket } from '../../test/realtime-socket';

const t = useTestApp();
const cookies: Record<string, string> = {};
const conversations: Record<string, string> = {};
const sockets = useSockets();

beforeAll(async () => {
  const cast = await createChatCast(t);
  Object.assign(cookies, cast.cookies);
  Object.assign(conversations, cast.conversations);
});

const open = async (actor: string) => {
  const socket = await openSocket(t.app, cookies[actor]);
  sockets.push(socket);
  return socket;
};
const isEvent = (frame: RealtimeServerFrame) => frame.type === 'event';

describe('/api/realtime upgrade', () => {
  it('refuses another origin (403) and a browser with neither session nor visitor token (401)', async () => {
    await expect(openSocket(t.app, cookies.admin, 'http://evil.test')).rejects.toThrow('403');
    await expect(openSocket(t.app)).rejects.toThrow('401');
  });
});

describe('who may subscribe to which topic', () => {
  it.each([
    ['visitorA', 'anonymous', true],
    ['visitorB', 'anonymous', false],
    ['client', 'anonymous', false],
    ['otherClient', 'anonymous', false],
    ['admin', 'anonymous', true],
    ['client', 'client', true],
    ['visitorA', 'client', false],
    ['visitorB', 'client', false],
    ['otherClient', 'client', false],
    ['admin', 'client', true],
    ['visitorA', 'admin-list', false],
    ['client', 'admin-list', false],
    ['admin', 'admin-list', true],
  ])('%s on the %s topic: %s', async (actor, which, allowed) => {
    const socket = await open(actor);
    const topic =
      which === 'admin-list' ? ADMIN_CONVERSATIONS_TOPIC : conversationTopic(conversations[which]!);
    const answer = await socket.subscribe(topic);
    expect(answer.type).toBe(allowed ? 'subscribed' : 'error');
    socket.close();
  });
});

describe('live delivery', () => {
  it('a reply reaches the visitor and the admin list, and nobody else', async () => {
    const visitorA = await open('visitorA');
    const visitorB = await open('visitorB');
    const admin = await open('admin');
    await visitorA.subscribe(conversationTopic(conversations.anonymous!));
    await visitorB.subscribe(
      conversationTopic((await startQuickChat(t.app, 'Visitor B2', '10.0.0.2')).id),
    );
    await admin.subscribe(ADMIN_CONVERSATIONS_TOPIC);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${conversations.anonymous}/messages`,
      headers: json(cookies.admin),
      payload: { content: 'We will call you tomorrow.' },
    });
    expect(reply.statusCode).toBe(201);
    const received = await visitorA.next(isEvent);
    expect(received).toMatchObject({
      event: {
        kind: 'message',
        message: { content: 'We will call you tomorrow.', senderName: 'Maria Georgiou' },
      },
    });
    await admin.next((frame) => isEvent(frame) && frame.event.kind === 'message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(visitorB.frames.filter(isEvent)).toEqual([]);
  });

  it('two server instances on one database deliver to each other’s sockets', async () => {
    const secondDb = await openSecondHandle(t.database);
    const second = await buildTestApp({ database: secondDb });
    try {
      const onSecond = await openSocket(second.app, cookies.visitorA);
      expect((await onSecond.subscribe(conversationTopic(conversations.anonymous!))).type).toBe(
        'subscribed',
      );
      const adminOnSecond = await openSocket(second.app, cookies.admin);
      await adminOnSecond.subscribe(ADMIN_CONVERSATIONS_TOPIC);
      // Written through the first instance, heard on the second.
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/chat/conversations/${conversations.anonymous}/messages`,
        headers: json(cookies.admin),
        payload: { content: 'Across instances' },
      });
      const frame = await onSecond.next(
        (f) =>
          isEvent(f) &&
          f.event.kind === 'message' &&
          f.event.message.content === 'Across instances',
      );
      expect(frame.type).toBe('event');
      await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${conversations.anonymous}/messages`,
        headers: json(cookies.visitorA),
        payload: { content: 'From the visitor' },
      });
      await adminOnSecond.next(
        (f) =>
          isEvent(f) &&
          f.event.kind === 'message' &&
          f.event.message.content === 'From the visitor',
      );
      onSecond.close();
      adminOnSecond.close();
    } finally {
      await second.close(); // on PGlite this handle's close leaves the shared database open
    }
  });

  it('archive and delete reach the conversation topic; the deleted one is gone for everyone', async () => {
    const { id, cookie } = await startQuickChat(t.app, 'Visitor C', '10.0.0.3');
    const visitor = await openSocket(t.app, cookie);
    sockets.push(visitor);
    await visitor.subscribe(conversationTopic(id));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/chat/conversations/${id}`,
      headers: json(cookies.admin),
      payload: { status: 'archived' },
    });
    await visitor.next(
      (f) => isEvent(f) && f.event.kind === 'conversation' && f.event.status === 'archived',
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/conversations/${id}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: cookies.admin },
    });
    await visitor.next(
      (f) => isEvent(f) && f.event.kind === 'conversation' && f.event.status === 'deleted',
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie },
    });
    expect(after.statusCode).toBe(404);
  });
});
