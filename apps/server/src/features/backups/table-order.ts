import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The application's tables (schema public), each after every table its foreign keys point to, so
 * rows inserted in this order always find what they refer to. A table that refers to itself is
 * loaded in one statement (PostgreSQL checks foreign keys at the end of each statement).
 */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) =>
      references.every(
        (ref) => ref.child !== table || ref.parent === table || !waiting.has(ref.parent),
      ),
    );
    if (ready.length === 0)
      throw new Error(`Foreign keys form a cycle among: ${[...waiting].join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

/** Tables whose foreign keys point at themselves (their rows must be inserted in one statement). */
export async function selfReferencingTables(db: DbOrTx): Promise<Set<string>> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select distinct c.relname as name from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and k.conrelid = k.confrelid and n.nspname = 'public'`),
  );
  return new Set(rows.map((row) => row.name));
}
