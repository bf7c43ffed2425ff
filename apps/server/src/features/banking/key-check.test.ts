import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { openSecondHandle } from '../../test/database';
import { createAdmin, createBankAccount } from '../../test/factories';
import { EncryptionKeyError } from '../../platform/crypto/encryption';

/**
 * A second instance on the same database, started as on a PostgreSQL server (where no key file
 * is made), with the ENCRYPTION_KEY given ('' for none).
 */
async function startOnPostgres(t: TestApp, encryptionKey: string) {
  const second = await openSecondHandle(t.database);
  try {
    return await buildTestApp({
      database: { ...second, kind: 'postgres' },
      env: { ENCRYPTION_KEY: encryptionKey },
    });
  } catch (error) {
    await second.close();
    throw error;
  }
}

describe('bank accounts on PostgreSQL without ENCRYPTION_KEY', () => {
  const key = randomBytes(32).toString('hex');
  const t = useTestApp({ env: { ENCRYPTION_KEY: key } });

  it('start with none stored, but adding one answers 503 and stores nothing', async () => {
    const keyless = await startOnPostgres(t, '');
    try {
      const admin = await createAdmin(keyless, 'keyless@kclaw.test');
      const response = await keyless.app.inject({
        method: 'POST',
        url: '/api/admin/bank-accounts',
        headers: { cookie: admin.cookie, origin: TEST_PUBLIC_URL },
        payload: { accountName: 'A', accountNumber: '12345678', routingNumber: 'R', bankName: 'B' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toEqual({
        code: 'ENCRYPTION_UNAVAILABLE',
        message:
          'Bank accounts cannot be stored yet: the server has no encryption key. Ask whoever runs the server to set ENCRYPTION_KEY.',
      });
      expect(await t.db.select().from(bankAccounts)).toHaveLength(0);
    } finally {
      await keyless.close();
    }
  });

  it('refuse to start once accounts are stored, naming ENCRYPTION_KEY; a wrong key too', async () => {
    await createBankAccount(t);
    await expect(startOnPostgres(t, '')).rejects.toThrow(EncryptionKeyError);
    await expect(startOnPostgres(t, '')).rejects.toThrow(/ENCRYPTION_KEY is not set/);
    const wrong = randomBytes(32).toString('hex');
    await expect(startOnPostgres(t, wrong)).rejects.toThrow(/cannot be decrypted with this key/);
    const right = await startOnPostgres(t, key);
    await right.close();
  });
});
