import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageThread, ThreadMessage } from '@lexbridge/shared/schemas/messages';
import { matters, messageThreads, threadMessages } from '../../db/schema/index';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createClient, createMatter } from '../../test/factories';
import { MESSAGES_PER_USER_PER_MINUTE } from './limits';
import { call, startThread } from '../../test/messages-http';

const t = useTestApp();
const ann = useClient(t, 'ann@example.com');
const bob = useClient(t, 'bob@example.com');
const admin = useAdmin(t, 'partner@kclaw.test', 'Maria Georgiou');

const messagesOf = async (threadId: string) =>
  (await call(t, ann.cookie, 'GET', `/api/messages/threads/${threadId}/messages`)).json<
    ThreadMessage[]
  >();
const countRows = async () => ({
  matters: (await t.db.select().from(matters)).length,
  threads: (await t.db.select().from(messageThreads)).length,
  messages: (await t.db.select().from(threadMessages)).length,
});

describe('New Conversation', () => {
  it('on a new matter: opens the matter (active), titles the thread after it, keeps the message', async () => {
    const thread = await startThread(t, ann.cookie, {
      about: 'new-matter',
      matterTitle: 'Lease dispute',
      content: 'My landlord keeps the deposit.',
    });
    expect(thread.title).toBe('Lease dispute');
    const [matter] = await t.db.select().from(matters).where(eq(matters.id, thread.matterId));
    expect(matter).toMatchObject({ clientId: ann.id, title: 'Lease dispute', status: 'active' });
    expect(await messagesOf(thread.id)).toMatchObject([
      { content: 'My landlord keeps the deposit.', senderType: 'client', senderName: 'ann' },
    ]);
  });

  it("on one of the client's matters: 'New Conversation'; another client's matter does not exist", async () => {
    const own = await createMatter(t, ann.id, { title: 'Company formation' });
    const thread = await startThread(t, ann.cookie, {
      about: 'existing-matter',
      matterId: own,
      content: 'A question about the shares.',
    });
    expect(thread).toMatchObject({ title: 'New Conversation', matterId: own });

    const before = await countRows();
    const theirs = await createMatter(t, bob.id);
    const refused = await call(t, ann.cookie, 'POST', '/api/messages/threads', {
      about: 'existing-matter',
      matterId: theirs,
      content: 'Let me in',
    });
    expect(refused.statusCode).toBe(404);
    expect(await countRows()).toEqual({ ...before, matters: before.matters + 1 });
  });

  it("a general question goes to the client's General Consultation matter, made once", async () => {
    const first = await startThread(t, bob.cookie, { about: 'general', content: 'One' });
    const second = await startThread(t, bob.cookie, { about: 'general', content: 'Two' });
    expect(first.title).toBe('General Inquiry');
    expect(second.matterId).toBe(first.matterId);
    const [matter] = await t.db.select().from(matters).where(eq(matters.id, first.matterId));
    expect(matter).toMatchObject({ title: 'General Consultation', status: 'active' });
  });

  it('makes one General Consultation matter when first questions arrive at once', async () => {
    const carol = await createClient(t, 'carol@example.com');
    const started = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        startThread(t, carol.cookie, { about: 'general', content: `Question ${i}` }),
      ),
    );
    expect(new Set(started.map((thread) => thread.matterId)).size).toBe(1);
    const general = await t.db.select().from(matters).where(eq(matters.clientId, carol.id));
    expect(general).toHaveLength(1);
  });

  it('writes the texts in the language the client uses', async () => {
    const eleni = await createClient(t, 'eleni@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/threads',
      headers: { origin: 'http://lexbridge.test', cookie: eleni.cookie, 'accept-language': 'el' },
      payload: { about: 'general', content: 'Καλημέρα' },
    });
    const thread = response.json<MessageThread>();
    expect(thread).toMatchObject({ title: 'Γενική ερώτηση', matterTitle: 'Γενική συμβουλευτική' });
  });

  it.each([
    [{ about: 'general', content: '   ' }, 'Please provide an initial message'],
    [{ about: 'general' }, 'Please provide an initial message'],
    [{ about: 'new-matter', matterTitle: ' ', content: 'Hi' }, 'Give the new matter a title.'],
    [{ about: 'general', content: 'x'.repeat(10_001) }, 'at most 10,000 characters'],
    [{ content: 'Hi' }, 'Choose what the conversation is about'],
  ])('refuses %j and writes nothing', async (payload, message) => {
    const before = await countRows();
    const response = await call(t, ann.cookie, 'POST', '/api/messages/threads', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    expect(await countRows()).toEqual(before);
  });

  it('sends the firm to its own route, which starts a thread on any matter in the admin’s name', async () => {
    const refused = await call(t, admin.cookie, 'POST', '/api/messages/threads', {
      about: 'general',
      content: 'Hi',
    });
    expect(refused.statusCode).toBe(403);

    const matterId = await createMatter(t, bob.id, { title: 'Probate' });
    const started = await call(t, admin.cookie, 'POST', '/api/admin/messages/threads', {
      matterId,
      content: 'Please send the will.',
    });
    expect(started.statusCode).toBe(201);
    const thread = started.json<MessageThread>();
    expect(thread).toMatchObject({ title: 'New Conversation', matterTitle: 'Probate' });
    const messages = await call(
      t,
      bob.cookie,
      'GET',
      `/api/messages/threads/${thread.id}/messages`,
    );
    expect(messages.json()).toMatchObject([{ senderType: 'admin', senderName: 'Maria Georgiou' }]);

    const missing = await call(t, admin.cookie, 'POST', '/api/admin/messages/threads', {
      matterId: '00000000-0000-4000-8000-000000000000',
      content: 'Hello?',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('refuses a user who sends more than 30 messages a minute, with the wait', async () => {
    const dora = await createClient(t, 'dora@example.com');
    const { id } = await startThread(t, dora.cookie, { about: 'general', content: 'Hello' });
    const url = `/api/messages/threads/${id}/messages`;
    for (let i = 2; i <= MESSAGES_PER_USER_PER_MINUTE; i += 1)
      expect((await call(t, dora.cookie, 'POST', url, { content: `#${i}` })).statusCode).toBe(201);
    const refused = await call(t, dora.cookie, 'POST', url, { content: 'one too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /You are sending messages very fast/,
    );
  });
});
