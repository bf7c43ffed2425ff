import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The database a benchmark's server process runs on: with DATABASE_URL a throwaway database on
 * that PostgreSQL server (created here, dropped by `drop`), else a fresh embedded one in a temp
 * DATA_DIR (removed by `drop`). `env` is what the server process needs to use it.
 */
export async function createBenchDatabase(): Promise<{
  kind: 'postgres' | 'pglite';
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  const name = `lexbridge_bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}
