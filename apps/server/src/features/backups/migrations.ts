import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type DbOrTx } from '../../db/client';
import { shippedMigrations } from '../../db/migration-journal';

export type Migration = { name: string; createdAt: number; hash: string; statements: string[] };

/** The migrations this version knows, oldest first, with drizzle's names, times and hashes. */
export function knownMigrations(): Migration[] {
  const journal = shippedMigrations();
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({
    name: journal[index]?.tag ?? `migration ${index}`,
    createdAt: migration.folderMillis,
    hash: migration.hash,
    statements: migration.sql,
  }));
}

type Row = { created_at: string | number };

/** The newest migration applied to `db`, as drizzle's migrator recorded it. */
export async function lastAppliedMigration(db: DbOrTx) {
  const result = await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) throw new Error('The database has no migrations applied.');
  const createdAt = Number(row.created_at);
  const known = knownMigrations().find((migration) => migration.createdAt === createdAt);
  return { name: known?.name ?? 'unknown', createdAt };
}

/**
 * Applies `migrations` inside the caller's transaction and records them as drizzle's migrator
 * does (schema `drizzle`, table `__drizzle_migrations`), so the server's own migrator later sees
 * them as applied. A restore needs this instead of drizzle's migrate(): it applies the migrations
 * up to the backup's, loads the rows, then the newer ones, all in one transaction.
 */
export async function applyMigrations(tx: DbOrTx, migrations: Migration[]) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.createdAt})`,
    );
  }
}
