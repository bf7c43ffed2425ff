import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';
import { createClient } from '../../test/factories';
import {
  enrolTwoFactor,
  passwordStep as sharedPasswordStep,
  verifyCode,
  wrongCode,
} from '../../test/two-factor';

/** The same Cookie header with the pending challenge's value in double quotes (RFC 6265 allows it). */
const quoteChallenge = (cookie: string) =>
  cookie.replace(/(two_factor=)([^;]+)/, (_, name: string, value: string) => `${name}"${value}"`);

describe("the code step's cookie is read as Better Auth reads it", () => {
  const t = useTestApp();

  const passwordStep = (email: string) => sharedPasswordStep(t.app, email);
  const verify = (cookie: string, code: string) => verifyCode(t.app, cookie, code);

  it('counts wrong codes sent with a quoted cookie: the fifth locks the account', async () => {
    const client = await createClient(t, 'quoted@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const quoted = quoteChallenge(await passwordStep(client.email));
    expect(quoted).toMatch(/two_factor="/);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify(quoted, await wrongCode(secret));
      expect(wrong.json().error.code).toBe('INVALID_CODE');
    }
    const fifth = await verify(quoted, await wrongCode(secret));
    expect(fifth.statusCode).toBe(429);
  });

  it('refuses an unreadable cookie (a broken escape) with 401, never a server error', async () => {
    const client = await createClient(t, 'unreadable@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const cookie = (await passwordStep(client.email)).replace(/(two_factor=)[^;]+/, '$1%E0%A4%A');
    const refused = await verify(cookie, await wrongCode(secret));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_TWO_FACTOR_COOKIE');
  });
});
