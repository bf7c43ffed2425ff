import { and, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { firmMonthOf } from '../../platform/calendar/firm-periods';
import { isNotAdmin } from '../matters';

/**
 * Client accounts opened per month of the firm's calendar since `since` (signed up or added by
 * the firm), as the dashboard counts clients: every account that is not an administrator.
 */
export async function newClientsByMonth(db: DbOrTx, since: Date) {
  const month = firmMonthOf(users.createdAt);
  const rows = await db
    .select({ month, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, since), isNotAdmin(users.id)))
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
}
