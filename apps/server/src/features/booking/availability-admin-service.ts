import { and, asc, eq } from 'drizzle-orm';
import {
  defaultTimesSchema,
  type DefaultTimes,
  type EnableWeekdayResult,
} from '@lexbridge/shared/schemas/availability';
import type { Db } from '../../db/client';
import { hasSqlState, SqlState } from '../../db/errors';
import {
  appSettings,
  availabilitySettings,
  blockedDates,
  blockedTimeSlots,
} from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { DEFAULT_TIMES, DEFAULT_TIMES_KEY } from './admin-calendar-service';
import { fromMinutes, toMinutes, weekdayOf } from '../../platform/calendar/time';
import { msg } from '@lexbridge/shared/i18n/message';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export async function blockDate(db: Db, date: string, reason?: string) {
  try {
    const [row] = await db
      .insert(blockedDates)
      .values({ date, reason: reason ?? null })
      .returning();
    return row!;
  } catch (error) {
    if (hasSqlState(error, SqlState.uniqueViolation))
      throw conflict(msg('errors:booking.dateAlreadyBlocked'), 'ALREADY_BLOCKED');
    throw error;
  }
}

export async function unblockDate(db: Db, id: string) {
  const [row] = await db.delete(blockedDates).where(eq(blockedDates.id, id)).returning();
  if (!row) throw notFound(msg('errors:booking.dateNotBlocked'));
}

/** Blocks one slot: the block covers one slot duration from the slot start. */
export async function blockSlot(db: Db, date: string, startTime: string) {
  const windows = await db
    .select()
    .from(availabilitySettings)
    .where(
      and(
        eq(availabilitySettings.isActive, true),
        eq(availabilitySettings.dayOfWeek, weekdayOf(date)),
      ),
    );
  const duration = Math.min(...windows.map((w) => w.slotDuration), Infinity);
  const step = Number.isFinite(duration) ? duration : DEFAULT_TIMES.slotDuration;
  const endTime = fromMinutes(Math.min(toMinutes(startTime) + step, 24 * 60 - 1));
  try {
    const [row] = await db
      .insert(blockedTimeSlots)
      .values({ date, startTime, endTime })
      .returning();
    return row!;
  } catch (error) {
    if (hasSqlState(error, SqlState.uniqueViolation))
      throw conflict(msg('errors:booking.slotAlreadyBlocked'), 'ALREADY_BLOCKED');
    throw error;
  }
}

export async function unblockSlot(db: Db, id: string) {
  const [row] = await db.delete(blockedTimeSlots).where(eq(blockedTimeSlots.id, id)).returning();
  if (!row) throw notFound(msg('errors:booking.slotNotBlocked'));
}

export async function getDefaultTimes(db: Db): Promise<DefaultTimes> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DEFAULT_TIMES_KEY));
  if (!row) return DEFAULT_TIMES;
  const parsed = defaultTimesSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_TIMES;
}

/** The firm's default times: a weekday enabled later starts with these hours and slot length. */
export async function saveDefaultTimes(db: Db, times: DefaultTimes) {
  const value = JSON.stringify(times);
  await db
    .insert(appSettings)
    .values({ key: DEFAULT_TIMES_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return times;
}

/** Opens a weekday: reactivates its existing setting, or creates one from the default times. */
export async function enableWeekday(db: Db, dayOfWeek: number): Promise<EnableWeekdayResult> {
  const weekday = WEEKDAYS[dayOfWeek]!;
  const [existing] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.dayOfWeek, dayOfWeek))
    .orderBy(asc(availabilitySettings.createdAt))
    .limit(1);
  if (existing) {
    await db
      .update(availabilitySettings)
      .set({ isActive: true })
      .where(eq(availabilitySettings.id, existing.id));
    return { weekday, result: 'enabled' };
  }
  const times = await getDefaultTimes(db);
  await db.insert(availabilitySettings).values({ dayOfWeek, ...times, isActive: true });
  return { weekday, result: 'created' };
}
