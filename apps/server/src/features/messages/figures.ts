import { gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { threadMessages } from '../../db/schema/index';
import { firmWeekOf } from '../../platform/calendar/firm-periods';

/** Secure portal messages sent per week of the firm's calendar since `since`, by either side. */
export async function portalMessagesByWeek(db: DbOrTx, since: Date) {
  const week = firmWeekOf(threadMessages.createdAt);
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(threadMessages)
    .where(gte(threadMessages.createdAt, since))
    .groupBy(week);
  return rows.map((row) => ({ week: row.week, count: Number(row.count) }));
}
