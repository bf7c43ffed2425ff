import { desc, eq, inArray, sql } from 'drizzle-orm';
import { openInvoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import type { DashboardOverview, RevenueFigure } from '@lexbridge/shared/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import { invoices, matters } from '../../db/schema/index';
import { zonedInstant } from '../../platform/calendar/time';
import { firm } from '@lexbridge/shared/firm/firm';
import { firmToday } from '../matters';

/** The first instant of the firm's current calendar month. */
const monthStart = (now: Date) =>
  zonedInstant(`${firmToday(now).slice(0, 7)}-01`, '00:00', firm.timeZone)!;

/**
 * The invoice figures of the firm's dashboard: revenue per currency (paid this month by when it
 * was paid, and ever), and how many are awaiting payment or overdue. Two small index-only reads
 * (the paid invoices' amounts, the owed invoices' statuses) rather than one pass over every
 * invoice, which grows with the firm's whole history.
 */
export async function invoiceFigures(db: DbOrTx, now = new Date()) {
  const since = monthStart(now);
  const [rows, [owed]] = await Promise.all([
    db
      .select({
        currency: invoices.currency,
        thisMonth: sql<string>`coalesce(sum(${invoices.amountCents}) filter (where ${invoices.paidAt} >= ${since}), 0)`,
        allTime: sql<string>`coalesce(sum(${invoices.amountCents}), 0)`,
      })
      .from(invoices)
      .where(eq(invoices.status, 'paid'))
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
    db
      .select({
        pending: sql<number>`(count(*) filter (where ${invoices.status} in ('pending', 'sent')))::int`,
        overdue: sql<number>`(count(*) filter (where ${invoices.status} = 'overdue'))::int`,
      })
      .from(invoices)
      .where(inArray(invoices.status, [...openInvoiceStatuses])),
  ]);
  const revenue: RevenueFigure[] = rows
    .filter((row) => Number(row.allTime) > 0)
    .map((row) => ({
      currency: row.currency,
      thisMonthCents: Number(row.thisMonth),
      allTimeCents: Number(row.allTime),
    }));
  return {
    revenue,
    pendingInvoices: Number(owed?.pending ?? 0),
    overdueInvoices: Number(owed?.overdue ?? 0),
  };
}

/** The newest invoices with their matter's title (the dashboard's recent activity). */
export async function latestInvoices(
  db: DbOrTx,
  limit: number,
): Promise<DashboardOverview['recentInvoices']> {
  const rows = await db
    .select({ invoice: invoices, matterTitle: matters.title })
    .from(invoices)
    .innerJoin(matters, eq(matters.id, invoices.matterId))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(limit);
  return rows.map(({ invoice, matterTitle }) => ({
    id: invoice.id,
    number: invoice.number,
    matterTitle,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    createdAt: invoice.createdAt.toISOString(),
  }));
}
