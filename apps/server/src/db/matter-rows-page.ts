import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from './client';
import { matters, users } from './schema/index';

/**
 * One page of a list of rows that belong to a matter (documents, message threads, invoices),
 * each row with its matter and client, and how many rows the filters keep. Asked as a deferred
 * join: the page's keys (`key`, unique, the last column of the order's index) are ordered and
 * skipped on the listed table alone, joined to the matter only when a filter reads it (whose the
 * rows are is on the matter), and just those rows are then joined to their matter and client.
 * Joining first and skipping after made a deep page (offset 20,000) read every row it skipped,
 * with its matter and client. `counts` adds figures to the count (`total` is always there).
 */
export async function matterRowsPage<Columns extends SelectedFields, Counts extends SelectedFields>(
  db: DbOrTx,
  list: { table: PgTable; key: AnyPgColumn; matterId: AnyPgColumn },
  select: { columns: Columns; counts?: Counts },
  query: {
    where: SQL | undefined;
    order: SQL[];
    readsMatter: boolean;
    page: number;
    pageSize: number;
  },
) {
  const onMatter = eq(matters.id, list.matterId);
  const filtered = <Query extends PgSelect>(unfiltered: Query) =>
    (query.readsMatter ? unfiltered.innerJoin(matters, onMatter) : unfiltered).where(query.where);
  const pageKeys = filtered(db.select({ key: list.key }).from(list.table).$dynamic())
    .orderBy(...query.order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts = { total: sql<number>`count(*)::int`, ...(select.counts as Counts) };
  const [rows, [count]] = await Promise.all([
    // Selected as any fields (typed as Row below): Drizzle cannot follow joins on generic ones.
    db
      .select(select.columns as SelectedFields)
      .from(list.table)
      .innerJoin(matters, onMatter)
      .innerJoin(users, eq(users.id, matters.clientId))
      .where(inArray(list.key, pageKeys))
      .orderBy(...query.order),
    filtered(db.select(counts).from(list.table).$dynamic()),
  ]);
  // Every row has its matter and client (inner joins): each selected field as the table has it.
  type Row = SelectResult<Columns, 'partial', Record<string, 'not-null'>>;
  return { rows: rows as Row[], count, total: Number(count?.total ?? 0) };
}
