import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/app';
import { me } from '../../test/auth-client';
import { createTestDatabase } from '../../test/database';
import { createClient } from '../../test/factories';
import { enrolTwoFactor, mergeCookies, post, totpCode } from '../../test/two-factor';
import { AUTH_SECRET_FILE, AuthSecretError, resolveAuthSecret } from './secret';

const OLD_SECRET = 'a-secret-an-earlier-version-kept-in-the-database';
const quiet = { info() {}, warn() {} } as unknown as Parameters<typeof resolveAuthSecret>[1]['log'];

const storedRows = (database: Database) =>
  database.db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('AUTH_SECRET is kept out of the database', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const fresh = () => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-secret-')));

  it('generates it on the embedded database into a 0600 file beside the encryption key', async () => {
    fresh();
    // A PostgreSQL server needs AUTH_SECRET (the last test); the embedded database makes the file.
    if (database.kind === 'postgres')
      fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), `${OLD_SECRET}\n`, { mode: 0o600 });
    const t = await buildTestApp({ env: { AUTH_SECRET: '', DATA_DIR: dataDir } });
    try {
      const secret = (await t.app.deps.auth.$context).secret;
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
      expect(modeOf(file)).toBe(0o600);
      // A copy of the database holds no secret.
      expect(await storedRows(t.database)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('moves a stored secret out on start, and the sessions and authenticators made with it work', async () => {
    fresh();
    // An install of an earlier version: its secret in app_settings, a session, an authenticator.
    const before = await buildTestApp({ database, env: { AUTH_SECRET: OLD_SECRET } });
    const client = await createClient(before, 'kept@example.com');
    const { secret, cookie } = await enrolTwoFactor(before, client.cookie);
    await before.app.close();
    await database.db.insert(appSettings).values({ key: 'auth_secret', value: OLD_SECRET });

    const after = await buildTestApp({ database, env: { AUTH_SECRET: '', DATA_DIR: dataDir } });
    try {
      expect(await storedRows(database)).toEqual([]);
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(OLD_SECRET);
      expect(modeOf(file)).toBe(0o600);
      expect((await me(after.app, cookie)).statusCode).toBe(200);
      // The authenticator's secret, encrypted with the old key, still checks codes.
      const step = await after.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
        payload: { email: client.email, password: 'correct-horse-1' },
      });
      const challenge = mergeCookies('', step.headers);
      const verified = await post(after.app, '/api/auth/two-factor/verify-totp', challenge, {
        code: await totpCode(secret),
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await after.app.close();
    }
  });

  it('finishes a move a crash interrupted: the file wins and the row goes', async () => {
    fresh();
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), `${OLD_SECRET}\n`, { mode: 0o644 });
    await database.db.insert(appSettings).values({ key: 'auth_secret', value: OLD_SECRET });
    const options = { dataDir, databaseKind: 'pglite', log: quiet } as const;
    expect(await resolveAuthSecret(database.db, options)).toBe(OLD_SECRET);
    expect(await storedRows(database)).toEqual([]);
    expect(modeOf(path.join(dataDir, AUTH_SECRET_FILE))).toBe(0o600);
  });

  it('on a PostgreSQL server asks for AUTH_SECRET rather than make one per machine', async () => {
    fresh();
    const options = { dataDir, databaseKind: 'postgres', log: quiet } as const;
    await expect(resolveAuthSecret(database.db, options)).rejects.toThrow(AuthSecretError);
    expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false);
    // An earlier install's stored secret is moved to the file all the same: nothing is lost.
    await database.db.insert(appSettings).values({ key: 'auth_secret', value: OLD_SECRET });
    expect(await resolveAuthSecret(database.db, options)).toBe(OLD_SECRET);
    expect(await storedRows(database)).toEqual([]);
    expect(await resolveAuthSecret(database.db, options)).toBe(OLD_SECRET);
  });
});
