import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type {
  AdminDay,
  AdminMonth,
  DayState,
  DefaultTimes,
} from '@lexbridge/shared/schemas/availability';
import type { Db } from '../../db/client';
import { availabilitySettings, bookings } from '../../db/schema/index';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import { timeZone } from './availability-service';
import { isDateClosed, loadCalendarData, type CalendarData } from './calendar-data';
import { isSlotBlocked, slotStarts, type SlotStart } from './slots';
import { appointmentsStarting } from './day-appointments';
import {
  addDaysTo,
  dayClock,
  datesOfMonth,
  fromMinutes,
  zonedInstant,
  zonedParts,
} from '../../platform/calendar/time';

/**
 * A day's state counts every slot that cannot be booked: blocked by the firm, or overlapping a
 * consultation or a scheduled appointment (one set of busy times).
 */
function dayState(data: CalendarData, date: string): DayState {
  if (isDateClosed(data, date)) return 'blocked';
  const starts = slotStarts(date, data.windows);
  if (starts.length === 0) return 'disabled';
  const blocks = data.blocksByDate.get(date) ?? [];
  const isTaken = takenOn(data, date);
  const closed = starts.filter((slot) => isSlotBlocked(slot.start, blocks) || isTaken(slot)).length;
  if (closed === 0) return 'available';
  return closed === starts.length ? 'blocked' : 'partial';
}

/** Whether a slot of `date` overlaps a consultation or a scheduled appointment. */
function takenOn(data: CalendarData, date: string) {
  const instantOf = dayClock(date, timeZone);
  return (slot: SlotStart) => {
    const start = instantOf(slot.time)?.getTime();
    if (start === undefined) return false;
    const end = start + slot.step * 60_000;
    return data.busy.some((busy) => start < busy.endAt.getTime() && end > busy.startAt.getTime());
  };
}

/** How many consultations and appointments start on each date (on the firm's clock). */
function entriesByDate(data: CalendarData) {
  const counts = new Map<string, number>();
  for (const busy of data.busy) {
    const { date } = zonedParts(busy.startAt, timeZone);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** The admin grid: each day's state, for blocked dates the id that unblocks it, and which
 * weekdays have a setting (so a failure to open one names the right action). */
export async function adminMonth(db: Db, month: string): Promise<AdminMonth> {
  const dates = datesOfMonth(month);
  const data = await loadCalendarData(db, dates[0]!, dates.at(-1)!, new Date(), timeZone);
  const configured = await db
    .selectDistinct({ dayOfWeek: availabilitySettings.dayOfWeek })
    .from(availabilitySettings)
    .orderBy(asc(availabilitySettings.dayOfWeek));
  const entries = entriesByDate(data);
  return {
    month,
    configuredWeekdays: configured.map((row) => row.dayOfWeek),
    days: dates.map((date) => ({
      date,
      state: dayState(data, date),
      blockedDateId: data.blockedDates.get(date)?.id ?? null,
      entries: entries.get(date) ?? 0,
      holiday: data.holidays.get(date) ?? null,
    })),
  };
}

/**
 * One day for Manage Time Slots: every slot with its blocked state, the day's bookings, each
 * named as it was booked (titled in `language`), and the appointments set on matters.
 */
export async function adminDay(db: Db, date: string, language: Language): Promise<AdminDay> {
  const data = await loadCalendarData(db, date, date, new Date(), timeZone);
  const blocks = data.blocksByDate.get(date) ?? [];
  const isTaken = takenOn(data, date);
  const slots = slotStarts(date, data.windows).map((slot) => {
    const block = blocks.find((candidate) => isSlotBlocked(slot.start, [candidate]));
    return {
      time: slot.time,
      endTime: fromMinutes(slot.start + slot.step),
      blocked: Boolean(block),
      blockId: block?.id ?? null,
      taken: isTaken(slot),
    };
  });
  const from = zonedInstant(date, '00:00', timeZone) ?? new Date(`${date}T00:00Z`);
  const to =
    zonedInstant(addDaysTo(date, 1), '00:00', timeZone) ?? new Date(from.getTime() + 86_400_000);
  const [rows, appointments] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(
        and(
          gte(bookings.startAt, from),
          lt(bookings.startAt, to),
          inArray(bookings.status, ['confirmed', 'pending_payment']),
        ),
      )
      .orderBy(asc(bookings.startAt)),
    appointmentsStarting(db, from, to),
  ]);
  return {
    date,
    slots,
    bookings: rows.map((row) => ({
      id: row.id,
      time: zonedParts(row.startAt, timeZone).time,
      endTime: zonedParts(row.endAt, timeZone).time,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      type: row.type,
      title: localText(row.typeName, language).text,
      name: row.typeName,
      status: row.status,
      paid: row.status === 'confirmed',
      amountCents: row.amountCents,
      currency: row.currency,
    })),
    appointments,
  };
}

export const DEFAULT_TIMES: DefaultTimes = {
  startTime: '09:00',
  endTime: '17:00',
  slotDuration: 30,
};
export const DEFAULT_TIMES_KEY = 'booking.default_times';
