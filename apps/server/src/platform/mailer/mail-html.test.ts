import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '@lexbridge/shared/firm/firm';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { createAdmin, type TestUser } from '../../test/factories';
import { htmlOf, linksOf, receivedMail, visibleText } from '../../test/parsed-mail';
import { startSmtp } from '../../test/smtp';

const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };
/** A name written to break out of the text into markup. */
const HOSTILE_NAME = '<script>alert("owned")</script> Ελένη & Σία';

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

/** Every line of the plain text is in what the HTML part shows, in the same order. */
function expectSameWords(text: string, html: string) {
  const shown = visibleText(html);
  let from = 0;
  for (const line of text.split('\n').filter((line) => line.trim() !== '')) {
    const at = shown.indexOf(line, from);
    expect(at, `"${line}" in the HTML part`).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
}

describe('the mails the site sends, as a mail program reads them', () => {
  it('an invitation to a Greek client: both parts, the name as text, the link clickable, a Greek footer', async () => {
    const email = 'eleni.html@example.com';
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: { ...json, cookie: admin.cookie },
      payload: { name: HOSTILE_NAME, email, language: 'el' },
    });
    expect(added.statusCode).toBe(201);
    await t.app.deps.mailer.deliverDue(); // queued in the request's transaction
    const mail = await receivedMail(smtp.received, email);
    const html = htmlOf(mail);

    expect(mail.replyTo?.value).toEqual([{ name: firm.name, address: firm.contactEmail }]);
    expect(mail.text).toContain(HOSTILE_NAME);
    expectSameWords(mail.text!, html);
    // The name arrives as the text it is: escaped, never a tag.
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Ελένη &amp; Σία');
    const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/.exec(mail.text!)![0];
    expect(linksOf(html)).toContain(link);

    expect(html).toContain('<html lang="el"');
    const footer = visibleText(html.slice(html.lastIndexOf('<tr>')));
    expect(footer).toContain(firm.name);
    expect(footer).toContain('Λεωφόρος Αρχιεπισκόπου Μακαρίου Γ΄ 1, 1065 Λευκωσία, Κύπρος');
    expect(footer).toContain(`${firm.contactEmail} · ${firm.phone}`);
    expect(footer).toContain('Για να απαντήσετε, απαντήστε σε αυτό το e-mail');
    expect(linksOf(html)).toContain(`mailto:${firm.contactEmail}`);
  });

  it('a contact request to the firm: the visitor’s message escaped, its address a link, an English footer', async () => {
    const message = 'See <img src=x onerror=alert(1)> and https://example.com/plan?a=1&b=2.';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      payload: {
        name: HOSTILE_NAME,
        email: 'visitor@example.com',
        phone: '',
        practiceArea: 'real-estate-law',
        preferredContact: 'call',
        message,
      },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.deps.mailer.deliverDue();
    const mail = await receivedMail(smtp.received, firm.contactEmail);
    const html = htmlOf(mail);

    expect(mail.replyTo?.value).toEqual([{ name: firm.name, address: firm.contactEmail }]);
    expectSameWords(mail.text!, html);
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain('See &lt;img src=x onerror=alert(1)&gt; and');
    // The sentence's full stop is not part of the address.
    expect(linksOf(html)).toContain('https://example.com/plan?a=1&b=2');
    expect(html).toContain('<html lang="en"');
    expect(visibleText(html)).toContain('1 Archbishop Makarios III Avenue, 1065 Nicosia, Cyprus');
  });

  it('keeps a mail’s attachment beside its two parts', async () => {
    await t.app.deps.mailer.send({
      to: 'attached@example.com',
      subject: 'Your invite',
      text: 'The invite is attached.',
      language: 'en',
      attachments: [
        { filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    const mail = await receivedMail(smtp.received, 'attached@example.com');
    expect(mail.text?.trim()).toBe('The invite is attached.');
    expect(visibleText(htmlOf(mail))).toContain('The invite is attached.');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['a.ics']);
    expect(mail.replyTo?.value[0]?.address).toBe(firm.contactEmail);
  });
});
