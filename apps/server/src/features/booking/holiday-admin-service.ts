import { eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { Db } from '../../db/client';
import { reopenedHolidays } from '../../db/schema/index';
import { badRequest } from '../../platform/errors';
import { publicHolidayOn } from '../../platform/calendar/public-holidays';

/** Opens a public holiday for consultations like any day of its weekday. Saying so twice is fine. */
export async function reopenHoliday(db: Db, date: string) {
  if (!publicHolidayOn(date))
    throw badRequest(msg('errors:booking.notAHoliday', { date }), 'NOT_A_HOLIDAY');
  await db.insert(reopenedHolidays).values({ date }).onConflictDoNothing();
  return { date, reopened: true };
}

/** Closes a reopened public holiday again (the default for every holiday). */
export async function closeHoliday(db: Db, date: string) {
  await db.delete(reopenedHolidays).where(eq(reopenedHolidays.date, date));
}
