import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';
import { createClient } from '../../test/factories';
import { askForLink, mailsTo } from '../../test/mailed-links';
import {
  ACCOUNT_MAIL_IP_WINDOW_SECONDS,
  ACCOUNT_MAILS_PER_ADDRESS,
  ACCOUNT_MAILS_PER_IP,
} from './mail-limits';

const MAIL_REQUESTS = ['sign-in/magic-link', 'request-password-reset', 'send-verification-email'];

describe('limits on asking for mailed links', () => {
  const t = useTestApp();
  let ip = 0;
  /** A fresh address each call, so that only the limit under test can refuse. */
  const nextIp = () => `10.2.0.${(ip += 1)}`;

  it.each(MAIL_REQUESTS)(
    '%s: per address, the same for an address with or without an account',
    async (path) => {
      const known = (await createClient(t, `limited-${path.length}@example.com`)).email;
      const unknown = `unknown-${path.length}@example.com`;
      for (const email of [known, unknown]) {
        for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i += 1)
          expect((await askForLink(t, path, email, nextIp())).statusCode).toBe(200);
        const refused = await askForLink(t, path, email, nextIp());
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.message).toBe(
          'Too many e-mails were asked for this address or from your network. Please wait 15 minutes and try again.',
        );
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
      expect(await mailsTo(t, unknown)).toHaveLength(0);
    },
  );

  it('per IP, across addresses, saying how long to wait in Greek too', async () => {
    const from = nextIp();
    for (let i = 0; i < ACCOUNT_MAILS_PER_IP; i += 1)
      expect(
        (await askForLink(t, 'sign-in/magic-link', `spray-${i}@example.com`, from)).statusCode,
      ).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: {
        origin: 'http://lexbridge.test',
        'content-type': 'application/json',
        'accept-language': 'el',
      },
      payload: { email: 'spray-last@example.com' },
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      `Ζητήθηκαν πάρα πολλά e-mail για αυτή τη διεύθυνση ή από το δίκτυό σας. Περιμένετε ${ACCOUNT_MAIL_IP_WINDOW_SECONDS / 60} λεπτά και δοκιμάστε ξανά.`,
    );
    // Another place is not held back by it.
    expect(
      (await askForLink(t, 'sign-in/magic-link', 'spray-last@example.com', nextIp())).statusCode,
    ).toBe(200);
  });
});
