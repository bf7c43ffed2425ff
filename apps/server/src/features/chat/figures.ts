import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatConversations } from '../../db/schema/index';
import { countPerPeriod, firmWeekPeriods } from '../../platform/calendar/period-counts';

/** Chat conversations started in each of the firm's weeks (by their Mondays), whatever their state. */
export async function conversationsByWeek(db: DbOrTx, mondays: string[]) {
  const started = chatConversations.createdAt;
  const rows = await countPerPeriod(
    db,
    firmWeekPeriods(mondays),
    (start, end) =>
      sql`(select count(*) from ${chatConversations} where ${started} >= ${start} and ${started} < ${end})`,
  );
  return rows.map((row) => ({ week: row.key, count: row.count }));
}
