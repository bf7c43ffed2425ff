import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { firmDayStart } from './firm-periods';
import { addDaysTo } from './time';

/** A period of the firm's calendar: its key ('2026-03-30') and the instants it spans. */
export type FirmPeriod = { key: string; start: Date; end: Date };

/** The firm's weeks, by their Mondays, each from its Monday's midnight to the next one's. */
export const firmWeekPeriods = (mondays: string[]): FirmPeriod[] =>
  mondays.map((key) => ({
    key,
    start: firmDayStart(key),
    end: firmDayStart(addDaysTo(key, 7)),
  }));

/** The firm's months ('2026-03'), each from its first day's midnight to the next month's. */
export const firmMonthPeriods = (months: string[]): FirmPeriod[] =>
  months.map((key) => {
    const [year, month] = key.split('-').map(Number);
    const next = new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 7);
    return { key, start: firmDayStart(`${key}-01`), end: firmDayStart(`${next}-01`) };
  });

const list = (values: string[], type: 'text' | 'timestamptz') =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/**
 * A figure per period: `figure(start, end)` is a scalar subquery over the rows in [start, end),
 * asked once per period as a range of an index on the instant. Bucketing every row of the
 * period through its wall-clock time in the firm's zone instead read and converted every row (a
 * year's 76,000 portal messages: 200-500 ms; range counts off an index: under 20 ms).
 */
export async function figurePerPeriod(
  db: DbOrTx,
  periods: FirmPeriod[],
  figure: (start: SQL, end: SQL) => SQL,
): Promise<{ key: string; value: unknown }[]> {
  return queryRows<{ key: string; value: unknown }>(
    db,
    sql`
    select p.key, ${figure(sql`p.period_start`, sql`p.period_end`)} as value
    from unnest(
      ${list(
        periods.map((period) => period.key),
        'text',
      )},
      ${list(
        periods.map((period) => period.start.toISOString()),
        'timestamptz',
      )},
      ${list(
        periods.map((period) => period.end.toISOString()),
        'timestamptz',
      )}
    ) as p(key, period_start, period_end)`,
  );
}

/** How many rows fall in each period: `counted(start, end)` counts those in [start, end). */
export async function countPerPeriod(
  db: DbOrTx,
  periods: FirmPeriod[],
  counted: (start: SQL, end: SQL) => SQL,
): Promise<{ key: string; count: number }[]> {
  const rows = await figurePerPeriod(db, periods, counted);
  return rows.map((row) => ({ key: row.key, count: Number(row.value) }));
}
