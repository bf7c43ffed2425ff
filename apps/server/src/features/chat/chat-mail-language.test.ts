import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin, createClient } from '../../test/factories';
import { json, startClientChat } from '../../test/chat-http';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createAdmin(t, 'partner@kclaw.test', 'Maria Georgiou')).cookie;
});

const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const reply = (id: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/chat/conversations/${id}/messages`,
    headers: json(admin),
    payload: { content },
  });

describe('chat e-mail in the recipient’s language', () => {
  it('mails a visitor the reply in the language the chat was started in', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: { ...json(), 'accept-language': 'el-GR,el;q=0.9' },
      payload: { name: 'Ελένη', email: 'eleni@example.com' },
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json<{ id: string }>();
    const [row] = await t.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(row!.language).toBe('el');

    // The firm's side answers in English; the visitor still gets Greek.
    await reply(id, 'Ευχαρίστως να βοηθήσουμε.');
    const [mail] = await mailsTo('eleni@example.com');
    // A person's name is written as they chose it, in either language.
    expect(mail!.subject).toBe('KC Law: Ο/Η Maria Georgiou απάντησε στο μήνυμά σας');
    expect(mail!.text).toContain('Αγαπητέ/ή Ελένη,');
    expect(mail!.text).toContain('Ευχαρίστως να βοηθήσουμε.');
    expect(mail!.text).toContain(`Συνεχίστε τη συνομιλία στο ${TEST_PUBLIC_URL}/el`);
  });

  it('mails a client in the language of their profile', async () => {
    const client = await createClient(t, 'nikos@example.com');
    const id = await startClientChat(t.app, client.cookie);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: json(client.cookie),
      payload: { language: 'el' },
    });
    expect(patched.statusCode).toBe(204);
    await reply(id, 'Το έγγραφο είναι έτοιμο.');
    // The language change has its own notice; the reply's mail is the one saying someone replied.
    const mails = await mailsTo('nikos@example.com');
    const replyMail = mails.find((mail) => mail.subject.includes('απάντησε'));
    expect(replyMail?.text).toContain('απάντησε στην ασφαλή συνομιλία σας με την KC Law.');
    expect(replyMail?.text).toContain(`${TEST_PUBLIC_URL}/el`);
    expect(replyMail?.text).not.toContain('Το έγγραφο είναι έτοιμο.');
  });

  it('keeps English for an English chat', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: json(),
      payload: { name: 'John', email: 'john@example.com' },
      remoteAddress: '10.3.0.1',
    });
    await reply(started.json<{ id: string }>().id, 'Happy to help.');
    const [mail] = await mailsTo('john@example.com');
    expect(mail!.subject).toBe('KC Law: Maria Georgiou replied to your message');
    expect(mail!.text).toContain(`Continue the conversation at ${TEST_PUBLIC_URL}/`);
  });
});
