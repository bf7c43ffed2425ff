import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { threadMessages } from '../../db/schema/index';
import { countPerPeriod, firmWeekPeriods } from '../../platform/calendar/period-counts';

/** Secure portal messages sent in each of the firm's weeks (by their Mondays), by either side. */
export async function portalMessagesByWeek(db: DbOrTx, mondays: string[]) {
  const sent = threadMessages.createdAt;
  const rows = await countPerPeriod(
    db,
    firmWeekPeriods(mondays),
    (start, end) =>
      sql`(select count(*) from ${threadMessages} where ${sent} >= ${start} and ${sent} < ${end})`,
  );
  return rows.map((row) => ({ week: row.key, count: row.count }));
}
