import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matters } from '../../db/schema/index';

/** How many matters the firm has now in each practice area and status, in one pass. */
export async function matterCounts(db: DbOrTx) {
  const rows = await db
    .select({
      practiceArea: matters.practiceArea,
      status: matters.status,
      count: sql<number>`count(*)::int`,
    })
    .from(matters)
    .groupBy(matters.practiceArea, matters.status);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
