import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type BenchDatabase = {
  /** 'PGlite' or 'PostgreSQL', for the printout. */
  label: string;
  /** What the server process needs: DATA_DIR (and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Removes the data directory and drops the throwaway database. */
  cleanup(): Promise<void>;
};

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for a benchmark's server: a new DATA_DIR for the embedded database, or,
 * with DATABASE_URL, a throwaway database created on that server (and a DATA_DIR for uploads).
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => removeDir(),
    };
  }
  const name = `lexbridge_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      removeDir();
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
