import { and, eq, gt, isNotNull, lte, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { HttpError } from '../../platform/errors';

/**
 * How many unpaid holds one address, and one e-mail, may keep open at a time. A hold blocks its
 * slot until paid or expired, so without a limit one visitor could hold every slot of a day (or
 * several days) for the hold's length; three lets a person book for a few people at once.
 */
export const MAX_OPEN_HOLDS = 3;

/** The holds still blocking their slot that match `who`. */
async function openHolds(tx: Tx, who: SQL, now: Date) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, firstExpiry: min(bookings.holdExpiresAt) })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, now), who));
  return { count: Number(row?.count ?? 0), firstExpiry: row?.firstExpiry ?? null };
}

/**
 * Refuses a new hold (429, with when the first one runs out) when the address or the e-mail
 * already has MAX_OPEN_HOLDS open. Run inside the booking's transaction: the locks (address
 * first, then e-mail, always in that order) make concurrent requests of one visitor take turns,
 * so they cannot all pass the count together.
 */
export async function refuseHoardedHolds(
  tx: Tx,
  visitor: { ip: string; email: string },
  now: Date,
): Promise<void> {
  const email = visitor.email.trim().toLowerCase();
  for (const key of [`booking-hold-ip:${visitor.ip}`, `booking-hold-email:${email}`]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
  for (const who of [
    eq(bookings.clientIp, visitor.ip),
    sql`lower(${bookings.clientEmail}) = ${email}`,
  ]) {
    const { count, firstExpiry } = await openHolds(tx, who, now);
    if (count < MAX_OPEN_HOLDS) continue;
    const seconds = firstExpiry ? Math.ceil((firstExpiry.getTime() - now.getTime()) / 1000) : 60;
    throw new HttpError(
      429,
      'TOO_MANY_HOLDS',
      msg('errors:booking.tooManyHolds', { count: MAX_OPEN_HOLDS }),
      { 'retry-after': String(Math.max(seconds, 1)) },
    );
  }
}

/**
 * Forgets the address of every booking that no longer holds its slot (paid, cancelled, expired,
 * or still pending with its hold run out): the address is kept only to count open holds, so it
 * is personal data with no use after that. Run by the daily retention job, which reaches every
 * way a booking leaves its hold without each of them having to remember it.
 */
export async function forgetClosedHoldAddresses(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .update(bookings)
    .set({ clientIp: null })
    .where(
      and(
        isNotNull(bookings.clientIp),
        or(ne(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)),
      ),
    );
}
