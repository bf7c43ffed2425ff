import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';

/**
 * The database a benchmark seeds and measures: with DATABASE_URL, a throwaway database
 * `lexbridge_bench_<name>_<pid>` on that server, created here and dropped on close (also on
 * Ctrl+C or a timeout's SIGTERM), never the database DATABASE_URL names; otherwise an in-memory
 * embedded database.
 */
export async function openBenchDatabase(name: string): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite('memory');
  const dbName = `lexbridge_bench_${name}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drop = () => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  const interrupted = () => void drop().finally(() => process.exit(130));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  try {
    const database = await openPostgres(url.toString());
    return {
      ...database,
      location: `${database.location} (dropped at the end)`,
      async close() {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, interrupted);
        await database.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
