import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/client';
import { withAdminClient } from '../test/database';

/** The PostgreSQL server a benchmark uses when it needs one and DATABASE_URL names none. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = {
  kind: 'pglite' | 'postgres';
  /** What a server process needs to reach it (DATABASE_URL, or DATA_DIR for the embedded one). */
  env: Record<string, string>;
  /** Opens (and migrates) it in this process to seed it; close it before a server opens PGlite. */
  open(): Promise<Database>;
  /** Drops the throwaway database and removes the temporary data folder. */
  drop(): Promise<void>;
};

/**
 * A throwaway database for servers run as child processes: a new database on the PostgreSQL
 * server named by `serverUrl` (DATABASE_URL by default; dropped at the end), or, without one, an
 * embedded database in a temporary data folder (removed at the end). Never the operator's data.
 */
export async function createBenchDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-bench-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openPglite(dataDir),
      drop: async () => removeDataDir(),
    };
  }
  const name = `lexbridge_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    // Uploads (unused by the benchmarks) still need a folder of their own; a PostgreSQL server
    // needs AUTH_SECRET (a benchmark that runs several instances passes the one they share).
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    },
    open: () => openPostgres(url.toString()),
    async drop() {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      removeDataDir();
    },
  };
}
