import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export const TEST_PUBLIC_URL = 'http://lexbridge.test';

/**
 * Tests run with ADMIN_MFA=optional, so the many tests about admin features need not enrol an
 * authenticator first; the two-factor tests pass `ADMIN_MFA: 'required'` to test the rule itself.
 */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ADMIN_MFA: 'optional',
    ...env,
  });
}

/**
 * One AUTH_SECRET for the whole run, as the instances of a cluster share one (a second app on the
 * same database accepts the first one's cookies); a test may pass AUTH_SECRET: '' to have none.
 */
const TEST_AUTH_SECRET = randomBytes(32).toString('base64url');

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Builds the app on a fresh database (or the one given); `close` tears both down. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    webDistDir?: string;
    onRoute?: BuildAppOptions['onRoute'];
    /** Logger options from the test's config (default: no log). */
    logger?: (config: ReturnType<typeof testConfig>) => BuildAppOptions['logger'];
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  // Uploads go to a throwaway DATA_DIR, removed on close (the database is separate, see above).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-test-data-'));
  // On PostgreSQL the bank accounts' key must come from ENCRYPTION_KEY (PGlite makes a key file
  // in DATA_DIR, as a default install does); a test may pass ENCRYPTION_KEY: '' to have none.
  const key: Record<string, string> =
    database.kind === 'postgres' ? { ENCRYPTION_KEY: randomBytes(32).toString('hex') } : {};
  const config = testConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...key,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger?.(config) ?? false,
    webDistDir: options.webDistDir ?? '/nonexistent',
    onRoute: options.onRoute,
  });
  return {
    app,
    config,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
