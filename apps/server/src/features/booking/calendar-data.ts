import { and, asc, eq, gt, gte, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  availabilitySettings,
  blockedDates,
  blockedTimeSlots,
  bookings,
} from '../../db/schema/index';
import type { AvailabilityWindow, BusyInterval, TimeBlock } from './slots';
import { addDaysTo, zonedInstant } from './time';

export type CalendarData = {
  windows: AvailabilityWindow[];
  blockedDates: Map<string, { id: string; reason: string | null }>;
  blocksByDate: Map<string, (TimeBlock & { id: string })[]>;
  busy: BusyInterval[];
};

/** A booking holds its time while confirmed, or while its unpaid hold has not run out. */
export const liveBookingWhere = (now: Date) =>
  or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, now)),
  );

/** Everything slot generation needs for the dates first..last, in four small queries. */
export async function loadCalendarData(
  db: Db,
  first: string,
  last: string,
  now: Date,
  timeZone: string,
): Promise<CalendarData> {
  // A day's bookings can start the evening before in UTC; a day of margin each side covers any zone.
  const from = zonedInstant(addDaysTo(first, -1), '00:00', timeZone) ?? new Date(`${first}T00:00Z`);
  const to = zonedInstant(addDaysTo(last, 2), '00:00', timeZone) ?? new Date(`${last}T23:59Z`);
  // Sequential on purpose: inside a transaction they share one connection anyway.
  const windows = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.isActive, true));
  const dates = await db
    .select()
    .from(blockedDates)
    .where(and(gte(blockedDates.date, first), lte(blockedDates.date, last)));
  const slots = await db
    .select()
    .from(blockedTimeSlots)
    .where(and(gte(blockedTimeSlots.date, first), lte(blockedTimeSlots.date, last)))
    .orderBy(asc(blockedTimeSlots.date), asc(blockedTimeSlots.startTime));
  const busy = await db
    .select({ startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(and(liveBookingWhere(now), lt(bookings.startAt, to), gt(bookings.endAt, from)));
  const blocksByDate = new Map<string, (TimeBlock & { id: string })[]>();
  for (const slot of slots) {
    const list = blocksByDate.get(slot.date) ?? [];
    list.push(slot);
    blocksByDate.set(slot.date, list);
  }
  return {
    windows,
    blockedDates: new Map(dates.map((row) => [row.date, { id: row.id, reason: row.reason }])),
    blocksByDate,
    busy,
  };
}
