import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migratedPgliteTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here and dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite('memory', { loadDataDir: await migratedPgliteTemplate() });
    // One in-process database: a second "instance" shares it (closing is the first handle's job).
    secondHandles.set(database, async () => ({ ...database, close: async () => {} }));
    return database;
  }

  const name = `lexbridge_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const handle: Database = {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
  // A second server instance gets its own pool and LISTEN connection to the same database.
  secondHandles.set(handle, (host) => {
    const second = new URL(url);
    if (host) second.host = host;
    return openPostgres(second.toString());
  });
  return handle;
}

const secondHandles = new WeakMap<Database, (host?: string) => Promise<Database>>();

/**
 * Another handle on the same test database, as a second server instance would open it: its own
 * connections on PostgreSQL (to `host`, e.g. a proxy, when given); the same in-process database
 * on PGlite. Close it before the first.
 */
export function openSecondHandle(database: Database, host?: string): Promise<Database> {
  const open = secondHandles.get(database);
  if (!open) throw new Error('Not a database from createTestDatabase().');
  return open(host);
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
