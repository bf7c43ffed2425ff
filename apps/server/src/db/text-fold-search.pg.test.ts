import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { queryRows } from './rows';
import { users } from './schema/index';
import { createTestDatabase } from '../test/database';
import { containsFolded } from './text-fold';

// PostgreSQL ships pg_trgm, so its searches of folded text read trigram indexes (the embedded
// database has none and reads every row; text-fold-search.test.ts checks both find the same rows).
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('folded-text search on PostgreSQL', () => {
  it('has the trigram indexes of migration 0018 and a search reads them', async () => {
    const indexes = await queryRows<{ name: string }>(
      database.db,
      sql`select indexname as name from pg_indexes where indexname like '%_trgm_idx' order by 1`,
    );
    expect(indexes.map((row) => row.name)).toEqual([
      'documents_name_trgm_idx',
      'invoices_description_trgm_idx',
      'invoices_number_trgm_idx',
      'matters_title_trgm_idx',
      'message_threads_title_trgm_idx',
      'thread_messages_content_trgm_idx',
      'users_email_trgm_idx',
      'users_name_trgm_idx',
    ]);
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from users where ${containsFolded(users.nameFolded, 'Παπαδόπουλος')}`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_name_trgm_idx');
  });
});
