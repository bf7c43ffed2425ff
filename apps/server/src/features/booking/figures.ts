import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { firmMonthOf } from '../../platform/calendar/firm-periods';

/**
 * Paid consultations per month of the firm's calendar since `since`, by when they were paid, and
 * what they brought in per currency. Paid means confirmed: a hold never paid, or a booking later
 * cancelled, brought nothing in.
 */
export async function paidConsultationsByMonth(db: DbOrTx, since: Date) {
  const month = firmMonthOf(bookings.confirmedAt);
  const currency = sql<string>`upper(${bookings.currency})`;
  const rows = await db
    .select({
      month,
      currency,
      count: sql<number>`count(*)::int`,
      cents: sql<string>`sum(${bookings.amountCents})`,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.confirmedAt, since)))
    .groupBy(month, currency);
  return rows.map((row) => ({ ...row, count: Number(row.count), cents: Number(row.cents) }));
}
