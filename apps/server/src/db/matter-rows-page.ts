import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { matters } from './schema/index';

/**
 * One page of a list of rows that belong to a matter (documents, message threads), asked as a
 * deferred join: the page's ids are ordered and skipped on the listed table alone, joined to the
 * matter only when a filter reads it (whose the rows are is on the matter). The caller then joins
 * just those ids to their matter and client: joining first and skipping after made a deep page
 * (offset 20,000) read every row it skipped, with its matter and client. `pageIds` is a subquery
 * for `inArray(table.id, pageIds)`; `total` counts every row the filters keep.
 */
export function matterRowsPage(
  db: Db,
  list: { table: PgTable; id: AnyPgColumn; matterId: AnyPgColumn },
  query: {
    where: SQL | undefined;
    order: SQL[];
    readsMatter: boolean;
    page: number;
    pageSize: number;
  },
) {
  const ids = db.select({ id: list.id }).from(list.table).$dynamic();
  const total = db
    .select({ total: sql<number>`count(*)::int` })
    .from(list.table)
    .$dynamic();
  const onMatter = eq(matters.id, list.matterId);
  return {
    pageIds: (query.readsMatter ? ids.innerJoin(matters, onMatter) : ids)
      .where(query.where)
      .orderBy(...query.order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: (query.readsMatter ? total.innerJoin(matters, onMatter) : total).where(query.where),
  };
}
