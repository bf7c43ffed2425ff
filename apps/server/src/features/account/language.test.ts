import { describe, expect, it } from 'vitest';
import { useClient, useTestApp } from '../../test/suite';
import { auditRows, call, mailsTo } from '../../test/account-http';

describe('changing the account’s language', () => {
  const t = useTestApp();
  const anna = useClient(t, 'anna@example.com');

  it('is audited, but mails nothing; choosing it again is no change', async () => {
    expect((await call(t, 'PATCH', '/api/me', anna.cookie, { language: 'el' })).statusCode).toBe(
      204,
    );
    expect((await call(t, 'PATCH', '/api/me', anna.cookie, { language: 'el' })).statusCode).toBe(
      204,
    );
    const entries = await auditRows(t, 'user.language_change', anna.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ from: 'en', to: 'el' });
    // A language is chosen in plain sight on the page: no "your language is now ..." notice.
    expect(await mailsTo(t, anna.email)).toEqual([]);
    expect((await call(t, 'PATCH', '/api/me', anna.cookie, { language: 'en' })).statusCode).toBe(
      204,
    );
    expect(await auditRows(t, 'user.language_change', anna.id)).toHaveLength(2);
    expect(await mailsTo(t, anna.email)).toEqual([]);
  });
});
