/**
 * The years a date of the firm's may fall in. A year 0000 does not exist in PostgreSQL and a year
 * 9999 overflows once a time zone or a duration is added, so dates outside these are refused as
 * input, whatever the field, instead of failing in the database.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

const yearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/**
 * A real calendar date 'yyyy-MM-dd' (no 30 February, no month 13) of a year between MIN_YEAR and
 * MAX_YEAR. Safe on anything that looks like a date: an impossible one is false, never an exception.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !yearInRange(Number(value.slice(0, 4)))) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

/** A calendar month 'yyyy-MM' of a year between MIN_YEAR and MAX_YEAR. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && yearInRange(Number(value.slice(0, 4)));
}
