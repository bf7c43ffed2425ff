import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippedMigrations } from '../../db/migration-journal';
import { queryRows } from '../../db/rows';

/**
 * The shipped migrations the database has not applied. Drizzle's migrator records each applied
 * one with the journal's `when` as `created_at` and applies those newer than the last it holds,
 * so the same comparison says what it would still apply: a database another instance (an older
 * build) migrated, or restored from an older backup, without this build's newest migrations.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [last] = await queryRows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const appliedUntil = Number(last?.created_at ?? 0);
  return shippedMigrations()
    .filter((entry) => entry.when > appliedUntil)
    .map((entry) => entry.tag);
}
