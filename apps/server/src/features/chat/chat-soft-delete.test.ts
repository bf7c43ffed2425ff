import { beforeAll, describe, expect, it } from 'vitest';
import { conversationTopic, type RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useSockets, useTestApp } from '../../test/suite';
import { createAdmin, createClient } from '../../test/factories';
import { json, startClientChat, startQuickChat, sendChatMessage } from '../../test/chat-http';
import { openSocket } from '../../test/realtime-socket';

const t = useTestApp();
let admin: string;
const sockets = useSockets();
beforeAll(async () => {
  admin = (await createAdmin(t)).cookie;
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/chat${url}`,
    headers: payload ? json(admin) : { origin: TEST_PUBLIC_URL, cookie: admin },
    payload,
  });
const listed = async (status: string) =>
  (await asAdmin('GET', `/conversations?status=${status}`)).json<
    { id: string; deletedAt: string | null }[]
  >();
const say = (id: string, cookie: string, content: string) =>
  sendChatMessage(t.app, id, cookie, content);

describe('Delete and Restore in the conversation center', () => {
  it('moves a conversation to the Deleted view, out of every other list and closed to writing, until restored', async () => {
    const { id, cookie } = await startQuickChat(t.app, 'Soft Delete', '10.2.0.1');
    expect((await say(id, cookie, 'before')).statusCode).toBe(201);
    const visitor = await openSocket(t.app, cookie);
    sockets.push(visitor);
    await visitor.subscribe(conversationTopic(id));

    const deleted = await asAdmin('POST', `/conversations/${id}/delete`);
    expect(deleted.statusCode).toBe(200);
    await visitor.next(
      (f: RealtimeServerFrame) =>
        f.type === 'event' && f.event.kind === 'conversation' && f.event.status === 'deleted',
    );
    expect((await listed('active')).map((c) => c.id)).not.toContain(id);
    expect((await listed('archived')).map((c) => c.id)).not.toContain(id);
    const [inDeleted] = (await listed('deleted')).filter((c) => c.id === id);
    expect(Date.parse(inDeleted!.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // The visitor lost it; nobody writes in it; the firm still reads it.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(404);
    expect((await say(id, cookie, 'after')).statusCode).toBe(404);
    expect(
      (await asAdmin('POST', `/conversations/${id}/messages`, { content: 'x' })).statusCode,
    ).toBe(404);
    expect((await asAdmin('GET', `/conversations/${id}/messages`)).json()).toHaveLength(1);
    // Deleting twice, or restoring what is not deleted, is refused.
    expect((await asAdmin('POST', `/conversations/${id}/delete`)).statusCode).toBe(404);

    const restored = await asAdmin('POST', `/conversations/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, status: 'active' });
    expect((await listed('active')).map((c) => c.id)).toContain(id);
    expect((await listed('deleted')).map((c) => c.id)).not.toContain(id);
    expect((await say(id, cookie, 'back again')).statusCode).toBe(201);
    expect((await asAdmin('POST', `/conversations/${id}/restore`)).statusCode).toBe(404);
  });

  it('a client whose conversation the firm deleted starts a new one', async () => {
    const client = await createClient(t, 'deleted.chat@example.com');
    const first = await startClientChat(t.app, client.cookie);
    await asAdmin('POST', `/conversations/${first}/delete`);
    const second = await startClientChat(t.app, client.cookie);
    expect(second).not.toBe(first);
    // Restored, the old one is back in the firm's list; the client keeps the new one.
    await asAdmin('POST', `/conversations/${first}/restore`);
    expect(await startClientChat(t.app, client.cookie)).toBe(second);
  });

  it('is for administrators only', async () => {
    const { id, cookie } = await startQuickChat(t.app, 'Not Admin', '10.2.0.2');
    const tried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/delete`,
      headers: { origin: TEST_PUBLIC_URL, cookie },
    });
    expect(tried.statusCode).toBeGreaterThanOrEqual(401);
    expect(tried.statusCode).toBeLessThan(405);
    expect((await listed('active')).map((c) => c.id)).toContain(id);
  });
});
