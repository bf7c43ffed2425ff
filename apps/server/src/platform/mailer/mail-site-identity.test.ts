import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { futureMonday, sessionIdOf } from '../../test/booking-http';
import { createAdmin, type TestUser } from '../../test/factories';
import { htmlOf, receivedMail, visibleText } from '../../test/parsed-mail';
import { siteAdmin } from '../../test/site-http';
import type { SiteAssetResponse } from '@lexbridge/shared/schemas/site';
import { startSmtp } from '../../test/smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await createAdmin(t);
  // The firm renames itself and moves, through Admin -> Site, before any mail below is sent.
  await siteAdmin(t.app, admin.cookie).edit(({ identity }) => {
    identity.name = { en: 'Christou Legal', el: 'Χρίστου Νομική' };
    identity.email = 'hello@christou.test';
    identity.phone = '+357 25 000 111';
    identity.brandColor = '#1f3a5f';
    identity.address.street = { en: '5 Ledra Street', el: 'Οδός Λήδρας 5' };
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Adds a client, which mails them an invitation in `language`; the mail as received. */
async function inviteClient(email: string, name: string, language: 'en' | 'el') {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/clients',
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    payload: { name, email, language },
  });
  expect(added.statusCode).toBe(201);
  await t.app.deps.mailer.deliverDue();
  return receivedMail(smtp.received, email);
}

describe('mails wear the firm’s published identity', () => {
  it('takes a renamed firm’s name, address, colour and e-mail at once, in the mail’s language', async () => {
    const mail = await inviteClient('maria.identity@example.com', 'Μαρία', 'el');
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

  it('the invitation’s words name the renamed firm, in the client’s language', async () => {
    const greek = await inviteClient('eleni.identity@example.com', 'Ελένη', 'el');
    expect(greek.subject).toContain('Χρίστου Νομική');
    expect(greek.text).toContain('Χρίστου Νομική');
    const english = await inviteClient('john.identity@example.com', 'John', 'en');
    expect(english.subject).toBe('Your Christou Legal client portal is ready');
    expect(english.text).toContain('Christou Legal has opened a client portal account for you.');
    for (const mail of [greek, english]) {
      expect(mail.subject).not.toContain('KC Law');
      expect(mail.text).not.toContain('KC Law');
    }
  });

  it('the booking confirmation and its invite give the renamed firm’s name, address and contacts', async () => {
    const email = 'booker.identity@example.com';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { type: 'initial', date: futureMonday(3), time: '10:00', name: 'Anna', email },
    });
    expect(created.statusCode).toBe(200);
    const sessionId = sessionIdOf(created.json().url);
    await t.app.inject({ method: 'POST', url: `/api/checkout/test/${sessionId}/pay` });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { sessionId },
    });
    expect(confirmed.statusCode).toBe(200);
    await t.app.deps.mailer.deliverDue();
    const mail = await receivedMail(smtp.received, email);
    expect(mail.text).toContain('with Christou Legal is confirmed and paid');
    expect(mail.text).toContain('5 Ledra Street, 1065 Nicosia, Cyprus');
    expect(mail.text).toContain('Questions: hello@christou.test or +357 25 000 111.');
    expect(mail.text).not.toContain('KC Law');
    const ics = mail.attachments[0]!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('Christou Legal');
    expect(ics).toContain('hello@christou.test');
    expect(ics).not.toContain('KC Law');
  });

  it('shows the firm’s logo on top, from the site’s public address, drawn as a PNG when it is an SVG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="#fff"/></svg>';
    const site = siteAdmin(t.app, admin.cookie);
    const uploaded = await site.uploadAsset({ data: Buffer.from(svg), name: 'logo.svg' });
    const logo = uploaded.json() as SiteAssetResponse;
    await site.edit(({ identity }) => {
      identity.logoAssetId = logo.id;
    });

    const html = htmlOf(await inviteClient('logo.identity@example.com', 'Andreas', 'en'));
    const src = new URL(`${logo.url}/raster`, TEST_PUBLIC_URL).href;
    expect(html).toContain(`<img src="${src}" alt="Christou Legal"`);
    // What a mail reader fetching that address gets: a PNG, as every reader shows one.
    const fetched = await t.app.inject({ url: new URL(src).pathname });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/png');
  });
});
