import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ClientConsultation } from '@lexbridge/shared/schemas/appointments';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { bookings } from '../../db/schema/index';
import { bookedMinutes } from './reference';

/**
 * Paid consultations booked with `email` (whatever its case) that start in [from, to), soonest
 * first, and how many there are in all. The caller decides whose address this is: only an
 * account's own, confirmed address may see what was booked with it.
 */
export async function consultationsBookedWith(
  deps: Pick<ServiceDeps, 'db' | 'signedLinks'>,
  email: string,
  window: { from: Date; to: Date },
  limit: number,
) {
  const { db } = deps;
  const now = new Date();
  const where = and(
    eq(sql`lower(${bookings.clientEmail})`, email.toLowerCase()),
    eq(bookings.status, 'confirmed'),
    gte(bookings.startAt, window.from),
    lt(bookings.startAt, window.to),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
  ]);
  const consultations = rows.map((row): ClientConsultation => ({
    kind: 'consultation',
    id: row.id,
    type: row.type,
    name: row.typeName,
    startsAt: row.startAt.toISOString(),
    endsAt: row.endAt.toISOString(),
    durationMinutes: bookedMinutes(row),
    // The address is the account's own, confirmed: its holder may move or cancel what it booked.
    manageToken: row.startAt > now ? deps.signedLinks.sign('booking-manage', row.id) : null,
  }));
  return { consultations, total: Number(count?.total ?? 0) };
}

/** Paid consultations from now on, whoever booked them (the firm's dashboard). */
export async function countUpcomingConsultations(db: DbOrTx, now = new Date()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.startAt, now)));
  return Number(row?.n ?? 0);
}
