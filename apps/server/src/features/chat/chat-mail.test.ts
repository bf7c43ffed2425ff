import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, emailOutbox } from '../../db/schema/index';
import { firm } from '@lexbridge/shared/firm/firm';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin, createClient } from '../../test/factories';
import { json, startClientChat, startQuickChat, sendChatMessage } from '../../test/chat-http';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createAdmin(t, 'partner@kclaw.test', 'Maria Georgiou')).cookie;
});

const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const say = (id: string, cookie: string, content: string) =>
  sendChatMessage(t.app, id, cookie, content);

describe('chat e-mail', () => {
  it('tells the firm at most once per conversation per 10 minutes', async () => {
    const { id, cookie } = await startQuickChat(t.app, 'Chatty');
    const other = await startQuickChat(t.app, 'Quiet');
    for (const text of ['one', 'two', 'three'])
      expect((await say(id, cookie, text)).statusCode).toBe(201);
    await say(other.id, other.cookie, 'hello');
    let firm = await mailsTo('info@kclaw.com.cy');
    expect(firm.filter((mail) => mail.subject === 'New chat message from Chatty')).toHaveLength(1);
    expect(firm.filter((mail) => mail.subject === 'New chat message from Quiet')).toHaveLength(1);
    expect(firm.find((mail) => mail.subject.endsWith('Chatty'))!.text).toContain('one');

    // Eleven minutes later the next message is mailed again.
    await t.db
      .update(chatConversations)
      .set({ notifiedAt: sql`now() - interval '11 minutes'` })
      .where(eq(chatConversations.id, id));
    await say(id, cookie, 'four');
    firm = await mailsTo('info@kclaw.com.cy');
    expect(firm.filter((mail) => mail.subject === 'New chat message from Chatty')).toHaveLength(2);
  });

  it('mails the admin’s reply to the visitor, in the admin’s name', async () => {
    const { id } = await startQuickChat(t.app, 'Reply Me');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/messages`,
      headers: json(admin),
      payload: { content: 'Happy to help.' },
    });
    const [mail] = await mailsTo('replyme@example.com');
    expect(mail!.subject).toBe('KC Law: Maria Georgiou replied to your message');
    expect(mail!.text).toContain('Maria Georgiou replied to your chat with KC Law:');
    expect(mail!.text).toContain('Happy to help.');
  });

  it('says the firm replied when the admin has not chosen a name yet', async () => {
    const unnamed = await createAdmin(t, 'info@kclaw.test');
    const { id } = await startQuickChat(t.app, 'Firm Reply', '10.1.0.9');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/messages`,
      headers: json(unnamed.cookie),
      payload: { content: 'We will call you.' },
    });
    const [mail] = await mailsTo('firmreply@example.com');
    expect(mail!.subject).toBe('KC Law replied to your message');
    expect(mail!.text).toContain('KC Law replied to your chat:');
  });

  it('never puts a signed-in client’s secure chat into an e-mail, either way', async () => {
    const client = await createClient(t, 'secure.chat@example.com');
    const id = await startClientChat(t.app, client.cookie);
    expect((await say(id, client.cookie, 'CONFIDENTIAL: the merger terms')).statusCode).toBe(201);
    const toFirm = (await mailsTo('info@kclaw.com.cy')).find(
      (mail) => mail.subject === 'New secure chat message from secure.chat',
    );
    expect(toFirm!.text).toContain('secure.chat <secure.chat@example.com>');
    expect(toFirm!.text).toContain(`${TEST_PUBLIC_URL}/admin/messages`);
    expect(toFirm!.text).not.toContain('CONFIDENTIAL');

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/messages`,
      headers: json(admin),
      payload: { content: 'PRIVILEGED ADVICE: do not sign yet' },
    });
    expect(reply.statusCode).toBe(201);
    const [toClient] = await mailsTo('secure.chat@example.com');
    expect(toClient!.subject).toBe('KC Law: Maria Georgiou replied to your message');
    expect(toClient!.text).toContain('replied to your secure chat');
    expect(toClient!.text).toContain(`${TEST_PUBLIC_URL}/`);
    expect(toClient!.text).not.toContain('PRIVILEGED');
  });

  it('a failed mail is kept to retry, never a chat error', async () => {
    const broken = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const { id, cookie } = await startQuickChat(broken.app, 'Unlucky');
      const sent = await broken.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/messages`,
        headers: json(cookie),
        payload: { content: 'again' },
      });
      expect(sent.statusCode).toBe(201);
      await broken.app.deps.mailer.deliverDue();
      const [mail] = await broken.db.select().from(emailOutbox);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, to: firm.contactEmail });
      expect(mail!.error).toMatch(/ECONNREFUSED/);
    } finally {
      await broken.close();
    }
  });
});

describe('archive, unarchive, delete, search and unread counts', () => {
  it('moves a conversation between the active and archived lists and deletes it with its messages', async () => {
    const { id, cookie } = await startQuickChat(t.app, 'Archie Vist', '10.1.1.1');
    await say(id, cookie, 'first');
    await say(id, cookie, 'second');
    const list = async (status: string, search = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/chat/conversations?status=${status}&search=${encodeURIComponent(search)}`,
          headers: { cookie: admin },
        })
      ).json<{ id: string; unreadCount: number; lastMessage: string }[]>();

    const [top] = await list('active');
    expect(top).toMatchObject({ id, unreadCount: 2, lastMessage: 'second' });
    expect((await list('active', 'ARCHIE')).map((c) => c.id)).toEqual([id]);
    expect((await list('active', 'archie@')).map((c) => c.id)).toEqual([]);
    expect((await list('active', 'ARCHIEVIST@example')).map((c) => c.id)).toEqual([id]);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/read`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    expect((await list('active')).find((c) => c.id === id)!.unreadCount).toBe(0);

    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/chat/conversations/${id}`,
        headers: json(admin),
        payload: { status },
      });
    expect((await patch('archived')).json().status).toBe('archived');
    expect((await list('active')).some((c) => c.id === id)).toBe(false);
    expect((await list('archived')).map((c) => c.id)).toContain(id);
    await patch('active');
    expect((await list('active')).map((c) => c.id)).toContain(id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/conversations/${id}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    expect([...(await list('active')), ...(await list('archived'))].some((c) => c.id === id)).toBe(
      false,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/chat/conversations/${id}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('orders the list by last activity', async () => {
    const older = await startQuickChat(t.app, 'Older', '10.2.2.2');
    const newer = await startQuickChat(t.app, 'Newer', '10.2.2.3');
    await say(older.id, older.cookie, 'bump');
    const ids = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/chat/conversations',
        headers: { cookie: admin },
      })
    )
      .json<{ id: string }[]>()
      .map((c) => c.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  });
});
