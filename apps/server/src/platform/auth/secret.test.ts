import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/app';
import { me } from '../../test/auth-client';
import { createTestDatabase } from '../../test/database';
import { createClient } from '../../test/factories';
import { enrolTwoFactor, mergeCookies, post, totpCode } from '../../test/two-factor';
import { AUTH_SECRET_FILE, AuthSecretError, resolveAuthSecret } from './secret';
import { writeSecretFile } from './secret-file';

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

    // The embedded database moves it to a file; on a PostgreSQL server the operator sets
    // AUTH_SECRET to it (the next test), as the refusal to start without it says.
    const embedded = database.kind === 'pglite';
    const env = { AUTH_SECRET: embedded ? '' : OLD_SECRET, DATA_DIR: dataDir };
    const after = await buildTestApp({ database, env });
    try {
      expect(await storedRows(database)).toEqual([]);
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      if (embedded) expect(fs.readFileSync(file, 'utf8').trim()).toBe(OLD_SECRET);
      if (embedded) expect(modeOf(file)).toBe(0o600);
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
  });

  it('on a PostgreSQL server keeps a stored secret until AUTH_SECRET is set to it', async () => {
    fresh();
    // Each instance's DATA_DIR may be thrown away: the row is the only copy every instance shares.
    await database.db.insert(appSettings).values({ key: 'auth_secret', value: OLD_SECRET });
    const options = { dataDir, databaseKind: 'postgres', log: quiet } as const;
    const refused = resolveAuthSecret(database.db, options);
    await expect(refused).rejects.toThrow(AuthSecretError);
    await expect(refused).rejects.toThrow(
      /SELECT value FROM app_settings WHERE key = 'auth_secret'/,
    );
    expect(await storedRows(database)).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE))).toBe(false);
    // A file in this instance's DATA_DIR is no reason to drop the shared copy either.
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), `${OLD_SECRET}\n`, { mode: 0o600 });
    await expect(resolveAuthSecret(database.db, options)).rejects.toThrow(AuthSecretError);
    expect(await storedRows(database)).toHaveLength(1);
    // The operator sets AUTH_SECRET to the stored value: it is used, and the row goes.
    const configured = { ...options, configured: OLD_SECRET };
    expect(await resolveAuthSecret(database.db, configured)).toBe(OLD_SECRET);
    expect(await storedRows(database)).toEqual([]);
  });

  it('flushes the folder after moving the secret file into place, before the row can go', () => {
    fresh();
    const calls: string[] = [];
    const realRename = fs.renameSync;
    const realFsync = fs.fsyncSync;
    const rename = vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      calls.push('rename');
      realRename(from, to);
    });
    const fsync = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      calls.push(fs.fstatSync(fd).isDirectory() ? 'fsync folder' : 'fsync file');
      realFsync(fd);
    });
    try {
      writeSecretFile(dataDir, AUTH_SECRET_FILE, OLD_SECRET);
    } finally {
      rename.mockRestore();
      fsync.mockRestore();
    }
    expect(calls).toEqual(['fsync file', 'rename', 'fsync folder']);
  });
});
