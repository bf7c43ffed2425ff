import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../db/client';
import { KEY_FILE } from '../platform/crypto/key-file';
import { buildTestApp, testConfig, type TestApp } from './app';
import { withAdminClient } from './database';

/**
 * An empty place to restore into, of the kind the tests run on: a new embedded data directory, or
 * (DATABASE_URL set, or `kind` 'postgres') a new PostgreSQL database with a data directory for
 * its files. `keys` are the source's: the restore is given them as an operator would.
 */
export async function createRestoreTarget(
  source: TestApp,
  kind: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite',
  /** More settings for the restore and the restored server (S3_BUCKET ...). */
  extraEnv: Record<string, string> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-restore-target-'));
  const serverUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let name: string | undefined;
  if (kind === 'postgres') {
    if (!serverUrl) throw new Error('A PostgreSQL target needs DATABASE_URL.');
    name = `bak_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const sourceKeyFile = path.join(source.config.dataDir, KEY_FILE);
  const keyHex =
    source.config.encryptionKey?.toString('hex') ??
    (fs.existsSync(sourceKeyFile) ? fs.readFileSync(sourceKeyFile, 'utf8').trim() : undefined);
  // What the restored server is started with (its database is opened by the test).
  const appEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET: source.config.authSecret ?? '',
    ...(url && keyHex ? { ENCRYPTION_KEY: keyHex } : {}),
    ...extraEnv,
  };
  const env = { ...appEnv, ...(url ? { DATABASE_URL: url } : {}) };
  // The embedded database's key is a file in DATA_DIR: the operator copies it over.
  if (!url && fs.existsSync(sourceKeyFile))
    fs.copyFileSync(sourceKeyFile, path.join(dataDir, KEY_FILE));
  return {
    dataDir,
    env,
    config: testConfig(env),
    /** The app on the restored database and files. */
    async open() {
      const database = url ? await openPostgres(url) : await openPglite(dataDir);
      return buildTestApp({ database, env: appEnv });
    },
    /** What the target holds beside the key file the operator put there: folders and tables. */
    async contents() {
      const names = fs.readdirSync(dataDir).filter((entry) => entry !== KEY_FILE);
      if (!url) return names;
      const { rows } = await withAdminClient(url, (client) =>
        client.query<{ name: string }>(
          "select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle') and relkind = 'r'",
        ),
      );
      return [...names, ...rows.map((row) => row.name)];
    },
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && name)
        await withAdminClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
    },
  };
}
