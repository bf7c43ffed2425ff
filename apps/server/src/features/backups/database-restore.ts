import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { BackupRefusedError } from './archive-reader';
import type { Manifest, TablePart } from './manifest';
import { applyMigrations, knownMigrations } from './migrations';
import { quoteIdentifier, selfReferencingTables } from './table-order';

const INSERT_ROWS = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The columns a restore writes: every stored column but the generated ones (PostgreSQL computes them). */
async function writableColumns(tx: DbOrTx, table: string) {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`select a.attname as name from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0
        and not a.attisdropped and a.attgenerated = '' order by a.attnum`),
  );
  return rows.map((row) => quoteIdentifier(row.name)).join(', ');
}

/** Inserts a table's rows from its part (JSON lines), `batch` rows per statement. */
async function loadTable(tx: DbOrTx, dir: string, part: TablePart, batch: number) {
  const table = quoteIdentifier(part.table);
  const columns = await writableColumns(tx, part.table);
  const insert = (lines: string[]) =>
    tx.execute(sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) overriding system value
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(table)}, ${`[${lines.join(',')}]`}::json)`);
  let lines: string[] = [];
  const input = readline.createInterface({
    input: fs.createReadStream(path.join(dir, part.name)),
    crlfDelay: Infinity,
  });
  for await (const line of input) {
    if (line === '') continue;
    lines.push(line);
    if (lines.length >= batch) {
      await insert(lines);
      lines = [];
    }
  }
  if (lines.length > 0) await insert(lines);
  const [count] = rowsOf<{ n: string | number }>(
    await tx.execute(sql.raw(`select count(*) as n from ${table}`)),
  );
  if (Number(count?.n) !== part.rows)
    throw new Error(
      `${part.table} holds ${count?.n} rows after the restore, not the ${part.rows} of the backup.`,
    );
}

/** Moves every identity and serial sequence past the highest value restored. */
async function advanceSequences(tx: DbOrTx) {
  const sequences = rowsOf<{ table: string; column: string; sequence: string }>(
    await tx.execute(sql`select table_name as table, column_name as column,
        pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns where table_schema = 'public'
        and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`),
  );
  for (const { table, column, sequence } of sequences) {
    await tx.execute(
      sql.raw(
        `select setval('${sequence.replace(/'/g, "''")}', coalesce(max(${quoteIdentifier(column)}), 0) + 1, false) from ${quoteIdentifier(table)}`,
      ),
    );
  }
}

/**
 * Loads a verified backup into `db` in ONE transaction: a failure leaves the database as it was.
 * With `reset`, the schemas there are dropped first (a replaced database, or a fresh embedded one
 * made from the migrated template). The migrations up to the backup's are applied, the rows
 * loaded table by table in dependency order and counted, then the newer migrations applied.
 */
export async function restoreDatabase(db: Db, dir: string, manifest: Manifest, reset: boolean) {
  const migrations = knownMigrations();
  const last = manifest.database.lastMigration.createdAt;
  if (!migrations.some((migration) => migration.createdAt === last))
    throw new BackupRefusedError(
      `This backup was made by a newer or different version of Lexbridge (its last migration, ${manifest.database.lastMigration.name}, is unknown here). Restore it with that version or a later one.`,
    );
  await db.transaction(async (tx) => {
    if (reset) {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
    }
    await applyMigrations(
      tx,
      migrations.filter((migration) => migration.createdAt <= last),
    );
    // Migrations seed some tables (the week's opening hours ...): the backup's rows replace them.
    const tables = manifest.tables.map((part) => quoteIdentifier(part.table));
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.join(', ')}`));
    // Rows go back as they were: checks that guard new writes (a consultation booked over an
    // appointment) stand aside for this transaction.
    await tx.execute(sql`select set_config('lexbridge.restoring', 'on', true)`);
    const selfReferencing = await selfReferencingTables(tx);
    for (const part of manifest.tables) {
      // PostgreSQL checks a foreign key at the end of each statement: a table whose rows refer to
      // one another is loaded in one statement, so the order of its rows does not matter.
      await loadTable(tx, dir, part, selfReferencing.has(part.table) ? Infinity : INSERT_ROWS);
    }
    await advanceSequences(tx);
    await applyMigrations(
      tx,
      migrations.filter((migration) => migration.createdAt > last),
    );
  });
}

/** Whether a PostgreSQL database already holds Lexbridge's (or any) tables. */
export async function holdsTables(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`),
  );
  return Number(row?.n) > 0;
}
