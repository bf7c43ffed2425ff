import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { firm } from '@lexbridge/shared/firm/firm';
import { emailOutbox } from '../../db/schema/index';
import { useClient, useTestApp } from '../../test/suite';
import { createAdmin, createMatter, createThread, type TestUser } from '../../test/factories';
import { call } from '../../test/messages-http';

const t = useTestApp();
const eleni = useClient(t, 'eleni@example.com');
let admin: TestUser;
let matterId: string;

beforeAll(async () => {
  await t.db.execute(`update profiles set language = 'el' where user_id = '${eleni.id}'`);
  admin = await createAdmin(t);
  matterId = await createMatter(t, eleni.id, { title: 'Αγωγή διαζυγίου' });
});

const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const write = (cookie: string, threadId: string, content: string) =>
  call(t, cookie, 'POST', `/api/messages/threads/${threadId}/messages`, { content });

describe('message notifications', () => {
  it('tells the client once per thread per 10 minutes, in their language, without the text', async () => {
    const thread = await createThread(t, matterId);
    const other = await createThread(t, matterId);
    for (const text of ['Confidential one', 'Confidential two'])
      expect((await write(admin.cookie, thread, text)).statusCode).toBe(201);
    await write(admin.cookie, other, 'Confidential three');

    const mails = await mailsTo(eleni.email);
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Νέο μήνυμα από την ${firm.name}`);
    expect(mail!.text).toContain('«Αγωγή διαζυγίου»');
    expect(mail!.text).toContain(`http://lexbridge.test/messages?thread_id=${thread}`);
    expect(mails.map((sent) => sent.text).join()).not.toContain('Confidential');

    // Ten minutes later the next message is mailed again.
    await t.db.execute(`update mail_throttle set sent_at = now() - interval '11 minutes'`);
    await write(admin.cookie, thread, 'Confidential four');
    expect(await mailsTo(eleni.email)).toHaveLength(3);
  });

  it("tells the firm of the client's messages on its own budget, never the client's own side", async () => {
    const thread = await createThread(t, matterId);
    await write(eleni.cookie, thread, 'Secret details');
    await write(eleni.cookie, thread, 'More secret details');
    const mails = (await mailsTo(firm.contactEmail)).filter((mail) => mail.text.includes(thread));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New secure message from eleni');
    expect(mails[0]!.text).not.toContain('Secret');
    expect(await mailsTo(eleni.email)).toHaveLength(3); // unchanged from the test above
  });

  it('a failed mail is logged, never a messaging error', async () => {
    const thread = await createThread(t, matterId);
    const send = vi
      .spyOn(t.app.deps.mailer, 'send')
      .mockRejectedValueOnce(new Error('mail server down'));
    try {
      const sent = await write(admin.cookie, thread, 'Still delivered');
      expect(sent.statusCode).toBe(201);
      expect(send).toHaveBeenCalledOnce();
    } finally {
      send.mockRestore();
    }
    const messages = await call(t, eleni.cookie, 'GET', `/api/messages/threads/${thread}/messages`);
    expect(messages.json()).toMatchObject([{ content: 'Still delivered' }]);
  });
});
