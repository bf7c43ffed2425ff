import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';
import { createClient } from '../../test/factories';
import {
  enrolTwoFactor,
  passwordStep as sharedPasswordStep,
  post,
  verifyCode,
  totpCode,
  totpCodeAt,
} from '../../test/two-factor';

describe('each authenticator code is accepted once', () => {
  const t = useTestApp();

  const passwordStep = (email: string) => sharedPasswordStep(t.app, email);
  const verify = (cookie: string, code: string) => verifyCode(t.app, cookie, code);

  it('refuses a code a sign-in has used, and an older one, within their 30 seconds', async () => {
    const client = await createClient(t, 'replay@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const code = await totpCode(secret);
    expect((await verify(await passwordStep(client.email), code)).statusCode).toBe(200);

    const replayed = await verify(await passwordStep(client.email), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toMatchObject({
      code: 'CODE_ALREADY_USED',
      message: 'This code has already been used. Wait for the next code in your authenticator app.',
    });
    const older = await verify(await passwordStep(client.email), await totpCodeAt(secret, -1));
    expect(older.json().error.code).toBe('CODE_ALREADY_USED');
    // The next step's code still works.
    const next = await verify(await passwordStep(client.email), await totpCodeAt(secret, 1));
    expect(next.statusCode).toBe(200);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const client = await createClient(t, 'race@example.com');
    const { secret } = await enrolTwoFactor(t, client.cookie);
    const [first, second] = [await passwordStep(client.email), await passwordStep(client.email)];
    const code = await totpCode(secret);
    const answers = await Promise.all([verify(first, code), verify(second, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses for sign-in the code that confirmed the authenticator', async () => {
    const client = await createClient(t, 'confirm-replay@example.com');
    const enrolled = await post(t.app, '/api/two-factor/enrol', client.cookie, {
      name: 'Phone',
      password: 'correct-horse-1',
    });
    const { secret } = enrolled.json<{ secret: string }>();
    const code = await totpCode(secret);
    const confirmed = await post(t.app, '/api/two-factor/confirm', client.cookie, { code });
    expect(confirmed.statusCode).toBe(200);
    const replayed = await verify(await passwordStep(client.email), code);
    expect(replayed.json().error.code).toBe('CODE_ALREADY_USED');
  });
});
