import { TZDate } from '@date-fns/tz';
// The function's own module: the package's index loads all of date-fns (slower start).
import { format } from 'date-fns/format';

/** 'HH:mm' -> minutes after midnight. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight -> 'HH:mm'. */
export function fromMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Day of week (0 = Sunday) of a calendar date, whatever the server's own zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The instant a wall-clock time on a date has in `timeZone`, or null when that time does not exist
 * there (the hour skipped when clocks go forward). In the repeated autumn hour the first one wins.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const zoned = new TZDate(y!, m! - 1, d!, hh!, mm!, timeZone);
  if (format(zoned, 'yyyy-MM-dd HH:mm') !== `${date} ${time}`) return null;
  return new Date(zoned.getTime());
}

/** Calendar date and wall time of an instant in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/** Every 'yyyy-MM-dd' of a 'yyyy-MM' month. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Adds days to a calendar date. */
export function addDaysTo(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * zonedInstant for many times of one date: plain arithmetic when the zone's offset is the same all
 * day (almost every day), the careful per-time path on the days clocks change.
 */
export function dayClock(date: string, timeZone: string): (time: string) => Date | null {
  const [y, m, d] = date.split('-').map(Number);
  const offsetAt = (hours: number) =>
    new TZDate(y!, m! - 1, d!, hours, 0, timeZone).getTimezoneOffset();
  const offset = offsetAt(0);
  if (offset !== offsetAt(23)) return (time) => zonedInstant(date, time, timeZone);
  const midnightUtc = Date.UTC(y!, m! - 1, d!);
  return (time) => new Date(midnightUtc + (toMinutes(time) + offset) * 60_000);
}
