import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageThread, ThreadList, ThreadMessage } from '@lexbridge/shared/schemas/messages';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createAdmin, createMatter, createThread } from '../../test/factories';
import { call } from '../../test/messages-http';

const t = useTestApp();
const ann = useClient(t, 'ann@example.com');
const bob = useClient(t, 'bob@example.com');
const admin = useAdmin(t);
const threads: Record<string, string> = {};
const matterIds = { lease: '', will: '' };

// Ann has two threads (one answered by the firm), Bob one with two unread client messages.
beforeAll(async () => {
  matterIds.lease = await createMatter(t, ann.id, { title: 'Lease dispute' });
  matterIds.will = await createMatter(t, bob.id, { title: 'Last will' });
  threads.deposit = await createThread(t, matterIds.lease, {
    title: 'Deposit',
    messages: [
      { from: 'client', content: 'The landlord keeps my deposit.', senderId: ann.id },
      { from: 'admin', content: 'Send us the lease, please.' },
      { from: 'admin', content: 'And any photos of the flat.' },
    ],
  });
  threads.repairs = await createThread(t, matterIds.lease, {
    title: 'Repairs',
    messages: [{ from: 'client', content: 'The boiler is broken.', senderId: ann.id }],
  });
  threads.will = await createThread(t, matterIds.will, {
    title: 'Witnesses',
    messages: [
      { from: 'client', content: 'Who can witness?', senderId: bob.id },
      { from: 'client', content: 'Can my neighbour?', senderId: bob.id },
    ],
  });
});

const list = async (cookie: string, url: string) =>
  (await call(t, cookie, 'GET', url)).json<ThreadList>();
const summary = (result: ThreadList) =>
  result.threads.map((thread) => [thread.title, thread.unreadCount]);

describe('thread lists', () => {
  it("a client's: their own threads, newest activity first, with the firm's unread messages", async () => {
    const result = await list(ann.cookie, '/api/messages/threads');
    expect(summary(result)).toEqual([
      ['Repairs', 0],
      ['Deposit', 2],
    ]);
    expect(result.total).toBe(2);
    expect(result.threads[0]).toMatchObject({ matterTitle: 'Lease dispute', clientName: 'ann' });
  });

  it('searches titles, the matter and message text, ignoring case and accents', async () => {
    const search = (text: string) =>
      list(ann.cookie, `/api/messages/threads?search=${encodeURIComponent(text)}`);
    expect(summary(await search('DEPÓSIT'))).toEqual([['Deposit', 2]]);
    expect(summary(await search('photos'))).toEqual([['Deposit', 2]]);
    expect((await search('lease dispute')).total).toBe(2);
    // Bob's thread is not Ann's to find.
    expect((await search('neighbour')).total).toBe(0);
  });

  it("the firm's: every client's, unread client messages first, filtered by client or matter", async () => {
    const all = await list(admin.cookie, '/api/admin/messages/threads');
    expect(summary(all)).toEqual([
      ['Witnesses', 2],
      ['Repairs', 1],
      ['Deposit', 1],
    ]);
    expect(
      summary(await list(admin.cookie, `/api/admin/messages/threads?clientId=${bob.id}`)),
    ).toEqual([['Witnesses', 2]]);
    const byMatter = await list(
      admin.cookie,
      `/api/admin/messages/threads?matterId=${matterIds.lease}`,
    );
    expect(byMatter.total).toBe(2);
    expect(
      summary(await list(admin.cookie, '/api/admin/messages/threads?search=ann')),
    ).toHaveLength(2);
  });
});

describe('read receipts', () => {
  it("opening a thread marks the other side's messages read by the viewer, and only those", async () => {
    const before = await call(t, admin.cookie, 'GET', '/api/admin/messages/unread-threads');
    expect(before.json()).toEqual({ count: 3 });

    const read = await call(t, ann.cookie, 'POST', `/api/messages/threads/${threads.deposit}/read`);
    expect(read.statusCode).toBe(204);
    const messages = (
      await call(t, ann.cookie, 'GET', `/api/messages/threads/${threads.deposit}/messages`)
    ).json<ThreadMessage[]>();
    expect(messages.map((message) => [message.senderType, message.readAt !== null])).toEqual([
      ['client', false],
      ['admin', true],
      ['admin', true],
    ]);
    const thread = (
      await call(t, ann.cookie, 'GET', `/api/messages/threads/${threads.deposit}`)
    ).json<MessageThread>();
    expect(thread.unreadCount).toBe(0);
    // The firm still has Ann's message to read there.
    expect(
      (await call(t, admin.cookie, 'GET', '/api/admin/messages/unread-threads')).json(),
    ).toEqual({ count: 3 });
  });

  it('one administrator reading a thread reads it for the firm', async () => {
    const other = await createAdmin(t, 'associate@kclaw.test');
    await call(t, other.cookie, 'POST', `/api/messages/threads/${threads.will}/read`);
    const all = await list(admin.cookie, '/api/admin/messages/threads');
    expect(all.threads.find((thread) => thread.id === threads.will)?.unreadCount).toBe(0);
    expect(
      (await call(t, admin.cookie, 'GET', '/api/admin/messages/unread-threads')).json(),
    ).toEqual({ count: 2 });
  });

  it('catching up returns later messages and the read marks of earlier ones', async () => {
    const thread = await createThread(t, matterIds.lease, {
      messages: [
        { from: 'client', content: 'First', senderId: ann.id },
        { from: 'client', content: 'Second', senderId: ann.id },
      ],
    });
    const url = `/api/messages/threads/${thread}/messages`;
    const [first, second] = (await call(t, ann.cookie, 'GET', url)).json<ThreadMessage[]>();
    await call(t, admin.cookie, 'POST', `/api/messages/threads/${thread}/read`);
    await call(t, admin.cookie, 'POST', url, { content: 'Third' });

    const plain = (await call(t, ann.cookie, 'GET', `${url}?after=${second!.seq}`)).json<
      ThreadMessage[]
    >();
    expect(plain.map((message) => message.content)).toEqual(['Third']);
    const withReads = (
      await call(t, ann.cookie, 'GET', `${url}?after=${second!.seq}&unreadFrom=${first!.seq}`)
    ).json<ThreadMessage[]>();
    expect(withReads.map((message) => [message.content, message.readAt !== null])).toEqual([
      ['First', true],
      ['Second', true],
      ['Third', false],
    ]);
  });
});
