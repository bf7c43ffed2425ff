import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { figurePerPeriod, firmMonthPeriods } from '../../platform/calendar/period-counts';

/**
 * The cents per currency of the invoices whose `at` falls in [start, end) and that pass `which`,
 * as one JSON object ({"EUR": 120000}); read off an index on `at` that carries the currency and
 * amount (migration 0017), so a month is a range of the index, not a pass over every invoice.
 */
const centsByCurrency = (at: AnyColumn, which: SQL) => (start: SQL, end: SQL) =>
  sql`(select coalesce(json_object_agg(sums.currency, sums.cents), '{}'::json) from (
    select ${invoices.currency} as currency, sum(${invoices.amountCents}) as cents
    from ${invoices} where ${at} >= ${start} and ${at} < ${end} and ${which}
    group by ${invoices.currency}) as sums)`;

/**
 * Invoiced and paid in each of the firm's months ('2026-03'), per currency. Invoiced: issued that
 * month and not cancelled since (a cancelled invoice asks nobody for money). Paid: paid that
 * month and still paid (an invoice the firm reopened is owed again).
 */
export async function invoicedAndPaidByMonth(db: DbOrTx, months: string[]) {
  const periods = firmMonthPeriods(months);
  const [issued, paid] = await Promise.all([
    figurePerPeriod(
      db,
      periods,
      centsByCurrency(invoices.createdAt, sql`${invoices.status} <> 'cancelled'`),
    ),
    figurePerPeriod(
      db,
      periods,
      centsByCurrency(invoices.paidAt, sql`${invoices.status} = 'paid'`),
    ),
  ]);
  // PGlite hands json back as text, node-postgres as an object.
  const amounts = (rows: { key: string; value: unknown }[]) =>
    rows.flatMap(({ key, value }) =>
      Object.entries(
        (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number | string>,
      ).map(([currency, cents]) => ({ month: key, currency, cents: Number(cents) })),
    );
  return { issued: amounts(issued), paid: amounts(paid) };
}
