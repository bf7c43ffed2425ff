import { describe, expect, it } from 'vitest';
import { linkSafeError, redactLinks } from './log-redaction';

describe('links in the log', () => {
  it("keeps a link's address and drops its query", () => {
    expect(redactLinks('open https://kc.law/api/auth/magic-link/verify?token=abc&x=1 now')).toBe(
      'open https://kc.law/api/auth/magic-link/verify?[redacted] now',
    );
    expect(redactLinks('see https://kc.law/news')).toBe('see https://kc.law/news');
  });

  it('a failed write of a mail reaches the log without the link it was storing', () => {
    // What Drizzle throws: the query and its parameters, the mail's text among them.
    const error = Object.assign(
      new Error(
        'Failed query: insert into "email_outbox"\nparams: a@b.c,Sign in:\nhttps://kc.law/auth/reset-password?token=s3cret',
      ),
      { params: ['https://kc.law/auth/reset-password?token=s3cret'], code: '23505' },
    );
    const logged = JSON.stringify(linkSafeError(error));
    expect(logged).not.toContain('s3cret');
    expect(logged).toContain('reset-password?[redacted]');
    expect(logged).toContain('23505');
  });
});
