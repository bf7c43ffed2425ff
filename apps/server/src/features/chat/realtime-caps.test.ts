import { describe, expect, it } from 'vitest';
import { conversationTopic } from '@lexbridge/shared/schemas/chat';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';
import { chatConversations } from '../../db/schema/index';
import {
  MAX_SOCKETS_PER_ADDRESS,
  MAX_SOCKETS_PER_IDENTITY,
  MAX_TOPICS_PER_SOCKET,
} from '../../platform/realtime/limits';
import { useSockets, useTestApp } from '../../test/suite';
import { createClient } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/realtime-socket';

const t = useTestApp();
const sockets = useSockets();

const open = async (cookie: string, address?: string) => {
  const socket = await openSocket(t.app, cookie, undefined, address);
  sockets.push(socket);
  return socket;
};
/** A cookie holding a fresh server-signed visitor token (a browser that has not chatted yet). */
const visitorCookie = (hash?: (value: string) => void) => {
  const { token, hash: tokenHash } = t.app.deps.visitorTokens.issue();
  hash?.(tokenHash);
  return `${t.app.deps.visitorTokens.cookieName}=${token}`;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const stillOpen = (socket: TestSocket) => socket.socket.readyState === socket.socket.OPEN;

describe('sockets per account and per address', () => {
  it(`an account holds at most ${MAX_SOCKETS_PER_IDENTITY}; the next is closed with tooManySockets, and a place frees when one closes`, async () => {
    const client = await createClient(t, 'many-tabs@example.com');
    const held = [];
    for (let i = 0; i < MAX_SOCKETS_PER_IDENTITY; i += 1) held.push(await open(client.cookie));
    const refused = await open(client.cookie);
    expect(await refused.closed).toEqual({
      code: REALTIME_CLOSE.tooManySockets,
      reason: 'too many sockets for this account',
    });
    expect(held.every(stillOpen)).toBe(true);

    held[0]!.close();
    await settle();
    const admitted = await open(client.cookie);
    await settle();
    expect(stillOpen(admitted)).toBe(true);
  });

  it(`an address holds at most ${MAX_SOCKETS_PER_ADDRESS}, whoever opens them; other addresses are not affected`, async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i += 1) await open(visitorCookie(), address);
    const refused = await open(visitorCookie(), address);
    expect(await refused.closed).toEqual({
      code: REALTIME_CLOSE.tooManySockets,
      reason: 'too many sockets from this address',
    });
    const elsewhere = await open(visitorCookie(), '192.0.2.11');
    await settle();
    expect(stillOpen(elsewhere)).toBe(true);
  });
});

describe('subscriptions per socket', () => {
  it(`a socket follows at most ${MAX_TOPICS_PER_SOCKET} topics, even when asked all at once`, async () => {
    let hash = '';
    const cookie = visitorCookie((value) => (hash = value));
    const rows = await t.db
      .insert(chatConversations)
      .values(
        Array.from({ length: MAX_TOPICS_PER_SOCKET + 5 }, (_, i) => ({
          userName: `Visitor ${i}`,
          userEmail: `v${i}@example.com`,
          visitorTokenHash: hash,
        })),
      )
      .returning({ id: chatConversations.id });
    const topics = rows.map((row) => conversationTopic(row.id));
    const socket = await open(cookie);
    for (const topic of topics) socket.socket.send(JSON.stringify({ type: 'subscribe', topic }));
    const answers = await Promise.all(
      topics.map((topic) =>
        socket.next((f) => (f.type === 'subscribed' || f.type === 'error') && f.topic === topic),
      ),
    );
    expect(answers.filter((frame) => frame.type === 'subscribed')).toHaveLength(
      MAX_TOPICS_PER_SOCKET,
    );
    const refused = answers.filter((frame) => frame.type === 'error');
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({
      code: 'TOO_MANY_SUBSCRIPTIONS',
      message:
        'Too many conversations followed at once on this connection. Close some tabs or reload the page.',
    });

    // Unsubscribing makes room.
    const followed = answers.find((frame) => frame.type === 'subscribed')!.topic!;
    socket.socket.send(JSON.stringify({ type: 'unsubscribe', topic: followed }));
    socket.frames.length = 0;
    expect((await socket.subscribe(refused[0]!.topic!)).type).toBe('subscribed');
  });
});
