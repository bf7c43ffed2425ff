import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationTopic, type RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import type { Database } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, openSecondHandle } from '../../test/database';
import { startTcpProxy } from '../../test/tcp-proxy';
import { json, startQuickChat } from '../../test/chat-http';
import { openSocket } from '../../test/realtime-socket';

// The server instance reaches PostgreSQL through a proxy the test can cut, as a network failure
// or a database restart would.
let primary: Database;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let t: TestApp;

beforeAll(async () => {
  primary = await createTestDatabase();
  const server = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp({ database: await openSecondHandle(primary, proxy.host) });
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  await primary.close();
});

describe('when the connection that carries realtime notices drops', () => {
  it('keeps retrying until the database is back, then tells sockets to catch up and delivers again', async () => {
    const visitor = await startQuickChat(t.app, 'Resync Visitor');
    const topic = conversationTopic(visitor.id);
    const socket = await openSocket(t.app, visitor.cookie);
    expect((await socket.subscribe(topic)).type).toBe('subscribed');

    await proxy.cut();
    // Longer than one reconnect delay: the first attempts fail and must be retried.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await proxy.restore();

    const isResync = (frame: RealtimeServerFrame) =>
      frame.type === 'resync' && frame.topic === topic;
    expect(await socket.next(isResync, 10_000)).toEqual({ type: 'resync', topic });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${visitor.id}/messages`,
      headers: json(visitor.cookie),
      payload: { content: 'After the outage' },
    });
    expect(sent.statusCode).toBe(201);
    await socket.next(
      (frame) =>
        frame.type === 'event' &&
        frame.event.kind === 'message' &&
        frame.event.message.content === 'After the outage',
    );
    socket.close();
  });
});
