import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { cookieFrom, me, signIn, signUp } from '../../test/auth-client';
import { decodeQuotedPrintable as decode, startSmtp } from '../../test/smtp';
import { VERIFICATION_MAILS_PER_HOUR } from '../../platform/auth/link-mailers';

describe('sign-up with SMTP configured', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a confirmation link; the account works only once it is confirmed', async () => {
    const response = await signUp(t.app, 'new@example.com', 'correct-horse-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().signedIn).toBe(false);
    expect((await me(t.app, cookieFrom(response.headers))).statusCode).toBe(401);

    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['new@example.com']);
    const link = /http:\/\/lexbridge\.test\/api\/auth\/verify-email\?\S+/.exec(
      decode(smtp.received[0]!.raw),
    )?.[0];
    expect(link).toBeDefined();

    const before = await signIn(t.app, 'new@example.com', 'correct-horse-1');
    expect(before.statusCode).toBe(403);

    const url = new URL(link!);
    const confirmed = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toMatch(/\/client-portal$/);
    expect((await me(t.app, cookieFrom(confirmed.headers))).json().user.email).toBe(
      'new@example.com',
    );

    expect((await signIn(t.app, 'new@example.com', 'correct-horse-1')).statusCode).toBe(200);
  });

  it('re-sends the link on sign-in, but at most a few times an hour per address', async () => {
    await signUp(t.app, 'patient@example.com', 'correct-horse-1');
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR + 2; i += 1)
      expect((await signIn(t.app, 'patient@example.com', 'correct-horse-1')).statusCode).toBe(403);
    const toPatient = () => smtp.received.filter((mail) => mail.to.includes('patient@example.com'));
    await expect.poll(() => toPatient().length).toBe(VERIFICATION_MAILS_PER_HOUR);
    // Settled: no late mail beyond the cap.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toPatient()).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
  });
});
