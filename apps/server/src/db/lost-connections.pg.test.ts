import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './client';

const serverUrl = process.env.DATABASE_URL!;
const admin = new pg.Client({ connectionString: serverUrl });
beforeAll(() => admin.connect());
afterAll(() => admin.end());

describe('PostgreSQL connections lost under the pool', () => {
  it('never crash the process, even when the server ends them while the pool is closing', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      for (let round = 0; round < 10; round++) {
        const name = `lexbridge_lost_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const database = await openPostgres(url.toString());
        await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
        // The server ends every connection (as a restart or a forced drop does) mid-shutdown.
        const closing = database.close();
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await closing;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });
});
