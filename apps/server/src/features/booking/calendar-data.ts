import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  availabilitySettings,
  blockedDates,
  blockedTimeSlots,
  bookings,
  reopenedHolidays,
} from '../../db/schema/index';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { publicHolidays } from '../../platform/calendar/public-holidays';
import type { AvailabilityWindow, BusyInterval, TimeBlock } from './slots';
import { addDaysTo, zonedInstant } from '../../platform/calendar/time';

type RawCalendar = {
  windows: unknown;
  dates: unknown;
  slots: unknown;
  busy: unknown;
  appointments: unknown;
  reopened: unknown;
};

export type CalendarData = {
  windows: AvailabilityWindow[];
  blockedDates: Map<string, { id: string; reason: string | null }>;
  blocksByDate: Map<string, (TimeBlock & { id: string })[]>;
  busy: BusyInterval[];
  /** Public holidays in the range; each is closed unless the firm reopened it. */
  holidays: Map<string, { name: LocalizedText; reopened: boolean }>;
};

/** Whether visitors may book nothing on `date`: blocked by the firm, or a holiday not reopened. */
export function isDateClosed(data: CalendarData, date: string) {
  const holiday = data.holidays.get(date);
  return data.blockedDates.has(date) || Boolean(holiday && !holiday.reopened);
}

/** A booking holds its time while confirmed, or while its unpaid hold has not run out. */
export const liveBookingWhere = (now: Date) =>
  or(
    eq(bookings.status, 'confirmed'),
    and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, now)),
  );

/** Everything slot generation needs for the dates first..last, in one query. */
export async function loadCalendarData(
  db: DbOrTx,
  first: string,
  last: string,
  now: Date,
  timeZone: string,
  /** A booking being moved: its own time is not busy for its new one. */
  ignoreBookingId?: string,
): Promise<CalendarData> {
  // A day's bookings can start the evening before in UTC; a day of margin each side covers any zone.
  const from = zonedInstant(addDaysTo(first, -1), '00:00', timeZone) ?? new Date(`${first}T00:00Z`);
  const to = zonedInstant(addDaysTo(last, 2), '00:00', timeZone) ?? new Date(`${last}T23:59Z`);
  // One round trip: this runs for every calendar view, and the per-query cost dominates.
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'dayOfWeek', day_of_week, 'startTime', start_time, 'endTime', end_time,
          'slotDuration', slot_duration, 'isActive', is_active)), '[]'::json)
        from ${availabilitySettings} where is_active) as windows,
      (select coalesce(json_agg(json_build_object('id', id, 'date', date, 'reason', reason)), '[]'::json)
        from ${blockedDates} where date between ${first} and ${last}) as dates,
      (select coalesce(json_agg(json_build_object(
          'id', id, 'date', date, 'startTime', start_time, 'endTime', end_time)
          order by date, start_time), '[]'::json)
        from ${blockedTimeSlots} where date between ${first} and ${last}) as slots,
      (select coalesce(json_agg(json_build_array(
          extract(epoch from start_at) * 1000, extract(epoch from end_at) * 1000)), '[]'::json)
        from ${bookings}
        where ${liveBookingWhere(now)} and start_at < ${to.toISOString()}::timestamptz
          and end_at > ${from.toISOString()}::timestamptz
          and id is distinct from ${ignoreBookingId ?? null}::uuid) as busy,
      (select coalesce(json_agg(json_build_array(
          extract(epoch from starts_at) * 1000,
          extract(epoch from starts_at + make_interval(mins => duration_minutes)) * 1000)), '[]'::json)
        from ${appointments}
        where status = 'scheduled' and starts_at < ${to.toISOString()}::timestamptz
          and starts_at + make_interval(mins => duration_minutes) > ${from.toISOString()}::timestamptz)
        as appointments,
      (select coalesce(json_agg(date), '[]'::json)
        from ${reopenedHolidays} where date between ${first} and ${last}) as reopened
  `);
  const row = (result as unknown as { rows: RawCalendar[] }).rows[0]!;
  const parse = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const windows = parse<AvailabilityWindow[]>(row.windows);
  const dates = parse<{ id: string; date: string; reason: string | null }[]>(row.dates);
  const slots = parse<(TimeBlock & { id: string; date: string })[]>(row.slots);
  // Consultations (paid or being paid for) and the firm's scheduled appointments on matters are
  // one set of busy times: no slot is offered over either.
  const busy = [
    ...parse<[number, number][]>(row.busy),
    ...parse<[number, number][]>(row.appointments),
  ].map(([start, end]) => ({ startAt: new Date(Number(start)), endAt: new Date(Number(end)) }));
  const blocksByDate = new Map<string, (TimeBlock & { id: string })[]>();
  for (const slot of slots) {
    const list = blocksByDate.get(slot.date) ?? [];
    list.push(slot);
    blocksByDate.set(slot.date, list);
  }
  const reopened = new Set(parse<string[]>(row.reopened));
  const holidays = new Map(
    [...publicHolidays(first, last)].map(([date, name]) => [
      date,
      { name, reopened: reopened.has(date) },
    ]),
  );
  return {
    holidays,
    windows,
    blockedDates: new Map(dates.map((row) => [row.date, { id: row.id, reason: row.reason }])),
    blocksByDate,
    busy,
  };
}
