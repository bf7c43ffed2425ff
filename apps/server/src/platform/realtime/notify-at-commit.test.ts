import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { notifySql } from './bus';

// Messages announce themselves from inside their own statement (notifySql): that is only safe if
// a NOTIFY reaches listeners when its transaction commits and never when it rolls back. PGlite is
// PostgreSQL compiled to WebAssembly; this holds there as on the server.
let database: Database;
const heard: string[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
beforeAll(async () => {
  database = await createTestDatabase();
  await database.listen('lexbridge_realtime', (payload) => heard.push(payload));
});
afterAll(() => database.close());

const announce = (topic: string) =>
  sql`select ${notifySql(topic, sql`json_build_object('kind', 'test')`)}`;

describe('a NOTIFY sent inside a statement or transaction', () => {
  it('arrives after the commit, never before', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(announce('test:committed'));
      await settle();
      expect(heard).toEqual([]); // still inside the transaction
    });
    await settle();
    expect(heard.map((payload) => JSON.parse(payload))).toEqual([
      { topic: 'test:committed', notice: { kind: 'test' } },
    ]);
  });

  it('never arrives when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(announce('test:rolled-back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await settle();
    expect(heard).toEqual([]);
  });
});
