import { and, asc, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AdvisoryLock } from '../../db/advisory-locks';
import { bookings } from '../../db/schema/index';
import { zonedParts } from '../../platform/calendar/time';
import { timeZone } from './availability-service';
import { liveBookingWhere } from './calendar-data';

/**
 * Takes the firm's calendar lock for the rest of the transaction. A booking takes it too (in the
 * database, before it looks for appointments), so whoever checks second sees the other's row.
 */
export async function lockCalendar(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${AdvisoryLock.calendar})`);
}

export type ConsultationClash = { clientName: string; start: string; end: string };

/**
 * Consultations, paid or with a hold still running, that overlap [from, to), soonest first, with
 * their times on the firm's clock. Call it after `lockCalendar` in the same transaction.
 */
export async function consultationsOverlapping(
  tx: DbOrTx,
  from: Date,
  to: Date,
  now = new Date(),
): Promise<ConsultationClash[]> {
  const rows = await tx
    .select({ clientName: bookings.clientName, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(and(liveBookingWhere(now), lt(bookings.startAt, to), gt(bookings.endAt, from)))
    .orderBy(asc(bookings.startAt));
  return rows.map((row) => ({
    clientName: row.clientName,
    start: zonedParts(row.startAt, timeZone).time,
    end: zonedParts(row.endAt, timeZone).time,
  }));
}
