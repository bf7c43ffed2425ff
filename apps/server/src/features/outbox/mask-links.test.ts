import { describe, expect, it } from 'vitest';
import { MASKED_TOKEN, maskSecretLinks } from './mask-links';

describe('the Outbox’s masking of secret links', () => {
  it('masks a sign-in token and a data export’s download link, and leaves other links whole', () => {
    const token = 'A1b2_C3-'.repeat(5) + 'xyz';
    const text = [
      'Sign in: https://kclaw.test/api/auth/magic-link/verify?token=secret123&callbackURL=%2F',
      `Download: https://kclaw.test/el/data-export/${token}`,
      'Our site: https://kclaw.test/data-protection',
    ].join('\n');
    expect(maskSecretLinks(text)).toBe(
      [
        `Sign in: https://kclaw.test/api/auth/magic-link/verify?token=${MASKED_TOKEN}&callbackURL=%2F`,
        `Download: https://kclaw.test/el/data-export/${MASKED_TOKEN}`,
        'Our site: https://kclaw.test/data-protection',
      ].join('\n'),
    );
  });
});
