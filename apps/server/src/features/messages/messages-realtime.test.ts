import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import {
  clientThreadsTopic,
  FIRM_THREADS_TOPIC,
  threadTopic,
  type ThreadEvent,
} from '@lexbridge/shared/schemas/messages';
import { matters } from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { useAdmin, useClient, useSockets, useTestApp } from '../../test/suite';
import { openSecondHandle } from '../../test/database';
import { createMatter, createThread, type TestUser } from '../../test/factories';
import { openSocket } from '../../test/realtime-socket';
import { call } from '../../test/messages-http';

const t = useTestApp();
const ann = useClient(t, 'ann@example.com');
const bob = useClient(t, 'bob@example.com');
const admin = useAdmin(t, 'partner@kclaw.test', 'Maria Georgiou');
let matterId: string;
const sockets = useSockets();

beforeAll(async () => {
  matterId = await createMatter(t, ann.id, { title: 'Lease dispute' });
});

const open = async (user: TestUser, app = t.app) => {
  const socket = await openSocket(app, user.cookie);
  sockets.push(socket);
  return socket;
};
const eventOf = (frame: RealtimeServerFrame) =>
  frame.type === 'event' ? (frame.event as unknown as ThreadEvent | { kind: 'threads' }) : null;
const isMessage = (content: string) => (frame: RealtimeServerFrame) => {
  const event = eventOf(frame);
  return event?.kind === 'message' && event.message.content === content;
};
const write = (user: TestUser, threadId: string, content: string) =>
  call(t, user.cookie, 'POST', `/api/messages/threads/${threadId}/messages`, { content });

describe('live messages', () => {
  it('a reply reaches the thread and both lists, and no other client', async () => {
    const thread = await createThread(t, matterId);
    const client = await open(ann);
    const firm = await open(admin);
    const stranger = await open(bob);
    await client.subscribe(threadTopic(thread));
    await client.subscribe(clientThreadsTopic(ann.id));
    await firm.subscribe(FIRM_THREADS_TOPIC);
    await stranger.subscribe(clientThreadsTopic(bob.id));
    expect((await stranger.subscribe(threadTopic(thread))).type).toBe('error');

    expect((await write(admin, thread, 'We received the lease.')).statusCode).toBe(201);
    const frame = await client.next(isMessage('We received the lease.'));
    expect(eventOf(frame)).toMatchObject({
      message: {
        senderType: 'admin',
        senderName: 'Maria Georgiou',
        readAt: null,
        threadId: thread,
      },
    });
    const listChanged = (frame: RealtimeServerFrame) =>
      eventOf(frame)?.kind === 'threads' && frame.type === 'event';
    await client.next((f) => listChanged(f) && f.topic === clientThreadsTopic(ann.id));
    await firm.next((f) => listChanged(f) && f.topic === FIRM_THREADS_TOPIC);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.frames.filter((f) => f.type === 'event')).toEqual([]);
  });

  it('reading a thread tells the sender which of their messages were read, and when', async () => {
    const thread = await createThread(t, matterId);
    const firm = await open(admin);
    await firm.subscribe(threadTopic(thread));
    await write(admin, thread, 'First');
    await write(admin, thread, 'Second');
    await firm.next(isMessage('Second'));

    await call(t, ann.cookie, 'POST', `/api/messages/threads/${thread}/read`);
    const frame = await firm.next((f) => eventOf(f)?.kind === 'read');
    const messages = (
      await call(t, admin.cookie, 'GET', `/api/messages/threads/${thread}/messages`)
    ).json<{ seq: number; readAt: string }[]>();
    expect(eventOf(frame)).toEqual({
      kind: 'read',
      threadId: thread,
      side: 'admin',
      upToSeq: messages[1]!.seq,
      readAt: messages[1]!.readAt,
    });
  });

  it('checks each event again: a matter moved to another client stops reaching the first', async () => {
    const otherMatter = await createMatter(t, ann.id, { title: 'Moving' });
    const thread = await createThread(t, otherMatter);
    const client = await open(ann);
    await client.subscribe(threadTopic(thread));
    await t.db.update(matters).set({ clientId: bob.id }).where(eq(matters.id, otherMatter));
    await write(admin, thread, 'For Bob now');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.frames.filter((f) => f.type === 'event')).toEqual([]);
  });

  it('refuses a topic id that is not a thread', async () => {
    const firm = await open(admin);
    expect((await firm.subscribe('thread:not-a-uuid')).type).toBe('error');
    expect((await firm.subscribe(threadTopic('00000000-0000-4000-8000-000000000000'))).type).toBe(
      'error',
    );
  });

  it('two server instances on one database deliver to each other’s sockets', async () => {
    const second = await buildTestApp({ database: await openSecondHandle(t.database) });
    try {
      const thread = await createThread(t, matterId);
      const client = await open(ann, second.app);
      const firm = await open(admin, second.app);
      await client.subscribe(threadTopic(thread));
      await firm.subscribe(threadTopic(thread));
      // Written through the first instance, heard on the second, both ways.
      await write(admin, thread, 'Across instances');
      await client.next(isMessage('Across instances'));
      await write(ann, thread, 'Heard you');
      await firm.next(isMessage('Heard you'));
      client.close();
      firm.close();
    } finally {
      await second.close(); // on PGlite this handle's close leaves the shared database open
    }
  });
});
