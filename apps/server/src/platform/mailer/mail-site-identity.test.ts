import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { createAdmin, type TestUser } from '../../test/factories';
import { htmlOf, receivedMail, visibleText } from '../../test/parsed-mail';
import { siteAdmin } from '../../test/site-http';
import { startSmtp } from '../../test/smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mails wear the firm’s published identity', () => {
  it('takes a renamed firm’s name, address, colour and e-mail at once, in the mail’s language', async () => {
    await siteAdmin(t.app, admin.cookie).edit(({ identity }) => {
      identity.name = { en: 'Christou Legal', el: 'Χρίστου Νομική' };
      identity.email = 'hello@christou.test';
      identity.brandColor = '#1f3a5f';
      identity.address.street = { en: '5 Ledra Street', el: 'Οδός Λήδρας 5' };
    });
    const email = 'maria.identity@example.com';
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
      payload: { name: 'Μαρία', email, language: 'el' },
    });
    expect(added.statusCode).toBe(201);
    await t.app.deps.mailer.deliverDue();
    const mail = await receivedMail(smtp.received, email);
    expect(mail.from?.value[0]?.name).toBe('Christou Legal');
    expect(mail.replyTo?.value).toEqual([
      { name: 'Christou Legal', address: 'hello@christou.test' },
    ]);
    const html = htmlOf(mail);
    expect(html).toContain('#1f3a5f');
    const shown = visibleText(html);
    expect(shown).toContain('Χρίστου Νομική');
    expect(shown).toContain('Οδός Λήδρας 5');
  });
});
