import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { firmMonthOf } from '../../platform/calendar/firm-periods';

const total = sql<string>`sum(${invoices.amountCents})`;

/**
 * Invoiced and paid per month of the firm's calendar since `since`, per currency. Invoiced: issued
 * that month and not cancelled since (a cancelled invoice asks nobody for money). Paid: paid that
 * month and still paid (an invoice the firm reopened is owed again).
 */
export async function invoicedAndPaidByMonth(db: DbOrTx, since: Date) {
  const issuedIn = firmMonthOf(invoices.createdAt);
  const paidIn = firmMonthOf(invoices.paidAt);
  const [issued, paid] = await Promise.all([
    db
      .select({ month: issuedIn, currency: invoices.currency, cents: total })
      .from(invoices)
      .where(and(gte(invoices.createdAt, since), ne(invoices.status, 'cancelled')))
      .groupBy(issuedIn, invoices.currency),
    db
      .select({ month: paidIn, currency: invoices.currency, cents: total })
      .from(invoices)
      .where(and(eq(invoices.status, 'paid'), gte(invoices.paidAt, since)))
      .groupBy(paidIn, invoices.currency),
  ]);
  const amounts = (rows: typeof issued) =>
    rows.map((row) => ({ ...row, cents: Number(row.cents) }));
  return { issued: amounts(issued), paid: amounts(paid) };
}
