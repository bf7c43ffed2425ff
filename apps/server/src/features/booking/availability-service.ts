import { firm } from '@lexbridge/shared/firm/firm';
import { consultationTypes, type ConsultationTypeId } from '@lexbridge/shared/firm/pricing';
import type { DaySlots, MonthAvailability } from '@lexbridge/shared/schemas/booking';
import type { DbOrTx } from '../../db/client';
import { loadCalendarData, type CalendarData } from './calendar-data';
import { freeSlots } from './slots';
import { datesOfMonth, zonedParts } from '../../platform/calendar/time';

export const timeZone = firm.timeZone;

export function consultationType(id: ConsultationTypeId) {
  return consultationTypes.find((type) => type.id === id)!;
}

const shortestDuration = Math.min(...consultationTypes.map((type) => type.durationMinutes));

function slotsFor(data: CalendarData, date: string, durationMinutes: number, now: Date) {
  return freeSlots({
    date,
    windows: data.windows,
    dateBlocked: data.blockedDates.has(date),
    blocks: data.blocksByDate.get(date) ?? [],
    busy: data.busy,
    durationMinutes,
    now,
    timeZone,
  });
}

/** Days of a month a visitor can pick: not past, not blocked, open that weekday, not fully booked. */
export async function monthAvailability(
  db: DbOrTx,
  month: string,
  type: ConsultationTypeId | undefined,
  now = new Date(),
): Promise<MonthAvailability> {
  const today = zonedParts(now, timeZone).date;
  const dates = datesOfMonth(month).filter((date) => date >= today);
  if (dates.length === 0) return { month, availableDates: [] };
  const data = await loadCalendarData(db, dates[0]!, dates.at(-1)!, now, timeZone);
  const duration = type ? consultationType(type).durationMinutes : shortestDuration;
  const availableDates = dates.filter((date) => slotsFor(data, date, duration, now).length > 0);
  return { month, availableDates };
}

/** Free start times of one day for a consultation type. */
export async function daySlots(
  db: DbOrTx,
  date: string,
  type: ConsultationTypeId,
  now = new Date(),
): Promise<DaySlots> {
  if (date < zonedParts(now, timeZone).date) return { date, type, slots: [] };
  const data = await loadCalendarData(db, date, date, now, timeZone);
  return { date, type, slots: slotsFor(data, date, consultationType(type).durationMinutes, now) };
}
