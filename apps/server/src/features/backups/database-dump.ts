import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastAppliedMigration } from './migrations';
import { tablePartName, type Manifest, type TablePart } from './manifest';
import { quoteIdentifier, tablesInDependencyOrder } from './table-order';

const FETCH_ROWS = 1000;

/**
 * Writes every table's rows into `dir` (one JSON object per line, as PostgreSQL's row_to_json
 * prints it, never parsed here, so numbers and text keep every digit) inside one REPEATABLE READ,
 * READ ONLY transaction: every table is read as of one moment while the server keeps writing. On
 * PGlite, one connection, the server's other queries wait until the snapshot is read.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
): Promise<{ tables: TablePart[]; lastMigration: Manifest['database']['lastMigration'] }> {
  return db.transaction(
    async (tx) => {
      const lastMigration = await lastAppliedMigration(tx);
      const tables: TablePart[] = [];
      for (const table of await tablesInDependencyOrder(tx)) {
        const file = path.join(dir, `${table}.jsonl`);
        const out = fs.createWriteStream(file, { mode: 0o600 });
        const hash = createHash('sha256');
        let rows = 0;
        let bytes = 0;
        await tx.execute(
          sql.raw(
            `declare dump_cursor no scroll cursor for select row_to_json(t)::text as r from ${quoteIdentifier(table)} t`,
          ),
        );
        for (;;) {
          const result = await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from dump_cursor`));
          const lines = (result as unknown as { rows: { r: string }[] }).rows;
          if (lines.length === 0) break;
          const chunk = Buffer.from(lines.map((line) => `${line.r}\n`).join(''), 'utf8');
          hash.update(chunk);
          bytes += chunk.length;
          rows += lines.length;
          if (!out.write(chunk))
            await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
        await tx.execute(sql`close dump_cursor`);
        out.end();
        await finished(out);
        tables.push({ table, name: tablePartName(table), rows, bytes, sha256: hash.digest('hex') });
      }
      return { tables, lastMigration };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
