import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxList } from '@lexbridge/shared/schemas/contact';
import { defaultLogger } from '../../app';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth-client';
import { createAdmin, createClient, type TestUser } from '../../test/factories';
import { askForLink, linkIn, mailsTo, openLink } from '../../test/mailed-links';
import { decodeQuotedPrintable, startSmtp } from '../../test/smtp';
import { MASKED_TOKEN } from './mask-links';

const VERIFY_PATH = '/api/auth/magic-link/verify';

async function outbox(t: TestApp, admin: TestUser) {
  const response = await t.app.inject({
    url: '/api/admin/outbox',
    headers: { cookie: admin.cookie },
  });
  return response.json<OutboxList>();
}

/**
 * A sign-up confirmation, a sign-in link, a reset link and an invitation, as a site's first
 * morning would send them.
 */
async function sendEveryKindOfLink(t: TestApp, admin: TestUser) {
  await signUp(t.app, 'newcomer@example.com');
  await createClient(t, 'client@example.com');
  await askForLink(t, 'sign-in/magic-link', 'client@example.com');
  await askForLink(t, 'request-password-reset', 'client@example.com');
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/clients',
    headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json', cookie: admin.cookie },
    payload: { name: 'Invited Client', email: 'invited@example.com' },
  });
}

describe('in production without SMTP', () => {
  let t: TestApp;
  let admin: TestUser;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({
      env: { NODE_ENV: 'production', ALLOW_NO_SMTP: 'true', LOG_LEVEL: 'debug' },
      logger: (config) => ({ ...(defaultLogger(config) as object), transport: undefined, stream }),
    });
    admin = await createAdmin(t);
    await sendEveryKindOfLink(t, admin);
  });
  afterAll(() => t.close());

  it('writes no link to the log, while saying where the mail waits', async () => {
    const mails = [
      ...(await mailsTo(t, 'client@example.com')),
      ...(await mailsTo(t, 'invited@example.com')),
    ];
    const tokens = mails.flatMap((mail) =>
      (mail.text.match(/[?&]token=[^&\s]+/g) ?? []).map((param) => param.split('=')[1]!),
    );
    expect(tokens).toHaveLength(3);
    const log = lines.join('');
    expect(log).toContain('mail stored in outbox');
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(decodeURIComponent(token));
    }
  });

  it('shows the links whole in the Outbox, which says mail is not delivered', async () => {
    const list = await outbox(t, admin);
    expect(list.delivers).toBe(false);
    const signInMail = list.mails.find(
      (mail) => mail.to === 'client@example.com' && mail.text.includes(VERIFY_PATH),
    )!;
    expect(signInMail.text).not.toContain(MASKED_TOKEN);
    // Whole: the link copied from the Outbox signs its recipient in.
    const opened = await openLink(t, linkIn(signInMail.text, VERIFY_PATH));
    expect(opened.location).toBe(`${TEST_PUBLIC_URL}/auth`);
  });
});

describe('with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await createAdmin(t);
    await sendEveryKindOfLink(t, admin);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('masks every secret link in the Outbox; the recipient got it whole', async () => {
    const list = await outbox(t, admin);
    expect(list.delivers).toBe(true);
    const secretLinks = list.mails.flatMap(
      (mail) => mail.text.match(/https?:\/\/\S+[?&]token=\S+/g) ?? [],
    );
    // The sign-up confirmation, sign-in, reset and invitation.
    expect(secretLinks).toHaveLength(4);
    for (const link of secretLinks)
      expect(new URL(link).searchParams.get('token')).toBe(MASKED_TOKEN);

    await expect.poll(() => smtp.received.length).toBeGreaterThanOrEqual(4);
    const delivered = smtp.received.map((mail) => decodeQuotedPrintable(mail.raw)).join('\n');
    expect(delivered).toMatch(/magic-link\/verify\?token=[A-Za-z0-9_-]{20,}/);
    expect(delivered).not.toContain(MASKED_TOKEN);
  });
});
