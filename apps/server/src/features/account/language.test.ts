import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createClient, type TestUser } from '../../test/factories';
import { auditRows, call, mailsTo } from './test-helpers';

describe('changing the account’s language', () => {
  let t: TestApp;
  let anna: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    anna = await createClient(t, 'anna@example.com');
  });
  afterAll(() => t.close());

  it('is audited and announced in the new language; choosing it again is no change', async () => {
    expect((await call(t, 'PATCH', '/api/me', anna.cookie, { language: 'el' })).statusCode).toBe(
      204,
    );
    expect((await call(t, 'PATCH', '/api/me', anna.cookie, { language: 'el' })).statusCode).toBe(
      204,
    );
    const entries = await auditRows(t, 'user.language_change', anna.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ from: 'en', to: 'el' });
    const mails = await mailsTo(t, anna.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('KC Law: η γλώσσα του λογαριασμού σας είναι πλέον τα Ελληνικά');
    expect(mails[0]!.text).toContain('Πότε:');
  });
});
