import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { cookieFrom, me, signIn, signUp } from '../../test/auth-client';
import { createAdmin, createUnconfirmedClient, type TestUser } from '../../test/factories';
import { openLink } from '../../test/mailed-links';
import { startSmtp } from '../../test/smtp';
import { VERIFICATION_MAILS_PER_HOUR } from '../../platform/auth/link-mailers';

/** An account belongs to whoever proves its address, never to whoever typed it first. */
describe('confirming an address, with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let firm: TestUser;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    firm = await createAdmin(t, 'partner@kclaw.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const received = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  /** The newest link to this site in the text of the newest mail the owner received. */
  const newestLink = async (email: string) => {
    const { text } = await simpleParser(received(email).at(-1)!.raw);
    const links = text!.match(/http:\/\/lexbridge\.test\/\S+/g)!;
    return new URL(links.at(-1)!);
  };
  const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };
  const openMatter = (clientId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/matters',
      headers: { ...json, cookie: firm.cookie },
      payload: { clientId, title: 'Confidential acquisition' },
    });
  const mattersOf = (cookie: string) => t.app.inject({ url: '/api/matters', headers: { cookie } });

  it('a sign-up made before the owner arrives gives its maker nothing once the owner confirms', async () => {
    // Someone signs up with a future client's address and a password of their own.
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: json,
      payload: { email: 'client@example.com', password: 'attacker-password-1' },
    });
    expect(attempt.statusCode).toBe(200);
    // Their sign-in is refused (which may have the site mail the address's owner).
    const refused = await signIn(t.app, 'client@example.com', 'attacker-password-1');
    expect(refused.statusCode).not.toBe(200);
    // The real person gets a genuine mail and follows it ...
    await expect.poll(() => received('client@example.com').length).toBeGreaterThan(0);
    const owner = await openLink(t, await newestLink('client@example.com'));
    // ... and the attacker's password does not come with the confirmed address.
    expect((await signIn(t.app, 'client@example.com', 'attacker-password-1')).statusCode).toBe(401);
    // The link leads the owner to choosing their own password.
    expect(owner.location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    const me1 = (await me(t.app, owner.cookie)).json<{ user: { id: string } }>();
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/password',
      headers: { ...json, cookie: owner.cookie },
      payload: { password: 'owner-password-1' },
    });
    expect(chosen.statusCode).toBe(204);
    // The firm opens a matter for its client; only the owner's password reads it.
    expect((await openMatter(me1.user.id)).statusCode).toBe(201);
    expect((await signIn(t.app, 'client@example.com', 'attacker-password-1')).statusCode).toBe(401);
    const signedIn = await signIn(t.app, 'client@example.com', 'owner-password-1');
    expect(signedIn.statusCode).toBe(200);
    expect((await mattersOf(cookieFrom(signedIn.headers))).body).toContain(
      'Confidential acquisition',
    );
  });

  it('a password and sessions set before the proof end when the owner proves the address', async () => {
    // An account signed up with a password before sign-up mailed links first, never confirmed.
    const early = await createUnconfirmedClient(t, 'early@example.com');
    // Its maker's sign-in is refused and has the owner mailed the confirmation.
    expect((await signIn(t.app, 'early@example.com', 'correct-horse-1')).statusCode).toBe(403);
    await expect.poll(() => received('early@example.com').length).toBe(1);
    const link = await newestLink('early@example.com');
    expect(link.pathname).toBe('/api/auth/magic-link/verify');
    const owner = await openLink(t, link);
    expect(owner.location).toBe(`${TEST_PUBLIC_URL}/invitation`);
    expect((await me(t.app, owner.cookie)).json().user.email).toBe('early@example.com');
    // The earlier password and session are gone; the owner chooses a password on that page.
    expect((await me(t.app, early.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, 'early@example.com', 'correct-horse-1')).statusCode).toBe(401);
    const status = await t.app.inject({
      url: '/api/invitations/status',
      headers: { cookie: owner.cookie },
    });
    expect(status.json()).toMatchObject({ hasPassword: false });
  });

  it('serves no link that confirms an address and keeps its password (/verify-email)', async () => {
    const response = await t.app.inject({ url: '/api/auth/verify-email?token=x' });
    expect(response.statusCode).toBe(404);
  });

  it('mails an address at most a few times an hour, however often sign-up or sign-in asks', async () => {
    await createUnconfirmedClient(t, 'patient@example.com');
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i += 1) {
      expect((await signIn(t.app, 'patient@example.com', 'correct-horse-1')).statusCode).toBe(403);
      expect((await signUp(t.app, 'patient@example.com')).statusCode).toBe(200);
    }
    await expect
      .poll(() => received('patient@example.com').length)
      .toBe(VERIFICATION_MAILS_PER_HOUR);
    // Settled: no late mail beyond the cap.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received('patient@example.com')).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
  });
});
