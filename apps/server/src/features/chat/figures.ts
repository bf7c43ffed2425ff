import { gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatConversations } from '../../db/schema/index';
import { firmWeekOf } from '../../platform/calendar/firm-periods';

/** Chat conversations started per week of the firm's calendar since `since`, whatever their state. */
export async function conversationsByWeek(db: DbOrTx, since: Date) {
  const week = firmWeekOf(chatConversations.createdAt);
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(gte(chatConversations.createdAt, since))
    .groupBy(week);
  return rows.map((row) => ({ week: row.week, count: Number(row.count) }));
}
