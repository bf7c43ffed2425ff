import { sql, type AnyColumn } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { addDaysTo, weekdayOf, zonedInstant, zonedParts } from './time';

/**
 * Figures per month and per week follow the firm's calendar, in its time zone (KC Law: Cyprus,
 * UTC+2, UTC+3 in summer), not UTC's: a payment at 23:30 UTC on 31 March was made on 1 April in
 * Nicosia and is an April payment. date_trunc works on the wall-clock time there, so a month
 * starts at the firm's midnight of its first day and a week at the firm's Monday midnight.
 */
// An IANA name ('Europe/Nicosia') from the firm's data, never a request: checked, then quoted.
if (!/^[A-Za-z0-9_+\-/]+$/.test(firm.timeZone)) throw new Error(`Not a zone: ${firm.timeZone}`);
const ZONE = sql.raw(`'${firm.timeZone}'`);

// The zone is written into the statement, not bound: the same expression in SELECT and GROUP BY
// must be the same text for PostgreSQL to see one expression.
const bucket = (unit: 'month' | 'week', format: string, column: AnyColumn) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${column} at time zone ${ZONE}), ${sql.raw(`'${format}'`)})`;

/** The firm's month of an instant: '2026-04'. */
export const firmMonthOf = (column: AnyColumn) => bucket('month', 'YYYY-MM', column);

/** The Monday ('2026-03-30') of the firm's week (Monday to Sunday) of an instant. */
export const firmWeekOf = (column: AnyColumn) => bucket('week', 'YYYY-MM-DD', column);

/** The instant the firm's day `date` begins (01:00 where clocks skip midnight that day). */
export const firmDayStart = (date: string) =>
  zonedInstant(date, '00:00', firm.timeZone) ?? zonedInstant(date, '01:00', firm.timeZone)!;

/** The last `count` months of the firm's calendar, oldest first, ending with the current one. */
export function lastFirmMonths(count: number, now: Date): string[] {
  const [year, month] = zonedParts(now, firm.timeZone).date.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year!, month! - 1 - (count - 1 - i), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The Monday of the week (Monday to Sunday) a calendar date falls in. */
export const mondayOf = (date: string) => addDaysTo(date, -((weekdayOf(date) + 6) % 7));

/** The Mondays of every week from the one `from` falls in to the current one of the firm. */
export function firmWeeksFrom(from: string, now: Date): string[] {
  const last = mondayOf(zonedParts(now, firm.timeZone).date);
  const weeks: string[] = [];
  for (let week = mondayOf(from); week <= last; week = addDaysTo(week, 7)) weeks.push(week);
  return weeks;
}
