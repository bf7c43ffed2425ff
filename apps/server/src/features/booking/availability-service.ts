import { firm } from '@lexbridge/shared/firm/firm';
import type { DaySlots, MonthAvailability } from '@lexbridge/shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { isDateClosed, loadCalendarData, type CalendarData } from './calendar-data';
import { freeSlots } from './slots';
import { datesOfMonth, zonedParts } from '../../platform/calendar/time';

export const timeZone = firm.timeZone;

function slotsFor(data: CalendarData, date: string, durationMinutes: number, now: Date) {
  return freeSlots({
    date,
    windows: data.windows,
    dateBlocked: isDateClosed(data, date),
    blocks: data.blocksByDate.get(date) ?? [],
    busy: data.busy,
    durationMinutes,
    now,
    timeZone,
  });
}

/**
 * Days of a month a visitor can pick: not past, not blocked or a closed public holiday, open that
 * weekday, not fully booked for a consultation of `durationMinutes` (the chosen type's, or the shortest offered).
 */
export async function monthAvailability(
  db: DbOrTx,
  month: string,
  durationMinutes: number,
  now = new Date(),
  /** A booking being moved: its own time counts as free for it. */
  movingBookingId?: string,
): Promise<MonthAvailability> {
  const today = zonedParts(now, timeZone).date;
  const dates = datesOfMonth(month).filter((date) => date >= today);
  if (dates.length === 0) return { month, availableDates: [] };
  const data = await loadCalendarData(db, dates[0]!, dates.at(-1)!, now, timeZone, movingBookingId);
  const availableDates = dates.filter(
    (date) => slotsFor(data, date, durationMinutes, now).length > 0,
  );
  return { month, availableDates };
}

/** Free start times of one day for a consultation type (its id and length). */
export async function daySlots(
  db: DbOrTx,
  date: string,
  type: { id: string; durationMinutes: number },
  now = new Date(),
  /** A booking being moved: its own time counts as free for it. */
  movingBookingId?: string,
): Promise<DaySlots> {
  if (date < zonedParts(now, timeZone).date) return { date, type: type.id, slots: [] };
  const data = await loadCalendarData(db, date, date, now, timeZone, movingBookingId);
  return { date, type: type.id, slots: slotsFor(data, date, type.durationMinutes, now) };
}
