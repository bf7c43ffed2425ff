import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { me, signIn } from '../../test/auth-client';
import { createAdmin, createClient } from '../../test/factories';
import {
  enrolTwoFactor,
  mergeCookies,
  post,
  sessionCookieFor,
  totpCode,
} from '../../test/two-factor';

const json = { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' };

/** Each way of signing in gives an account with two-factor on a challenge, never a session. */
describe('the second factor on every way in', () => {
  const t = useTestApp();

  /** The challenge the cookies hold is real: the code completes it into a session. */
  async function expectChallenge(cookie: string, secret: string, email: string) {
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    expect(cookie).toMatch(/lexbridge\.two_factor=/);
    const verified = await post(t.app, '/api/auth/two-factor/verify-totp', cookie, {
      code: await totpCode(secret),
    });
    expect(verified.statusCode).toBe(200);
    expect((await me(t.app, mergeCookies(cookie, verified.headers))).json().user.email).toBe(email);
  }

  it('password (/sign-in/email)', async () => {
    const client = await createClient(t, 'password@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const response = await signIn(t.app, client.email, 'correct-horse-1');
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    await expectChallenge(mergeCookies('', response.headers), secret, client.email);
  });

  /** The newest link to Better Auth's sign-in link check mailed to `email` (other mails skipped). */
  async function mailedLink(email: string) {
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const pattern = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/;
    const link = mails.map((mail) => pattern.exec(mail.text)?.[0]).findLast(Boolean)!;
    return link.slice(TEST_PUBLIC_URL.length);
  }

  /** Following a mailed link leads to the code step with a pending challenge, never a session. */
  async function expectLinkChallenge(
    path: string,
    secret: string,
    email: string,
    page = '/auth?twoFactor=1',
  ) {
    const response = await t.app.inject({ url: path });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(page);
    await expectChallenge(mergeCookies('', response.headers), secret, email);
  }

  it('an e-mailed sign-in link (/magic-link/verify) sends the browser to the code step', async () => {
    const client = await createClient(t, 'link@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: json,
      payload: { email: client.email },
    });
    expect(asked.statusCode).toBe(200);
    await expectLinkChallenge(await mailedLink(client.email), secret, client.email);
  });

  it("the firm's invitation link (the same sign-in link) sends the browser to the code step", async () => {
    const admin = await createAdmin(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: { ...json, cookie: admin.cookie },
      payload: { name: 'Invited Client', email: 'invited@example.com', language: 'el' },
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: string }>();
    // The account turned two-factor on before following the invitation (it signed in another way).
    const { secret } = await enrolTwoFactor(t, await sessionCookieFor(t, id), '');
    // A Greek client's link leads to the Greek code step.
    await expectLinkChallenge(
      await mailedLink('invited@example.com'),
      secret,
      'invited@example.com',
      '/el/auth?twoFactor=1',
    );
  });
});
