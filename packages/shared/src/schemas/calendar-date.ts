/**
 * A real calendar date 'yyyy-MM-dd' (no 30 February, no month 13). Safe on anything that looks
 * like a date: an impossible one is false, never an exception.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}
