import { eq, inArray, sql } from 'drizzle-orm';
import { openInvoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import type { DbOrTx } from '../../db/client';
import { appointments, invoices } from '../../db/schema/index';

/*
 * What a matter's detail page counts of its appointments and invoices. The matter owns this read
 * model (it reads their tables, not their features): appointments and invoices import matters, so
 * matters importing them back would make a cycle.
 */

/** How many appointments a matter has, whatever their status (the matter's details show it). */
export async function countMatterAppointments(db: DbOrTx, matterId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(appointments)
    .where(eq(appointments.matterId, matterId));
  return Number(row?.total ?? 0);
}

/** How many invoices a matter has, and how many of them are still owed. */
export async function countMatterInvoices(db: DbOrTx, matterId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${inArray(invoices.status, [...openInvoiceStatuses])}))::int`,
    })
    .from(invoices)
    .where(eq(invoices.matterId, matterId));
  return { invoiceCount: Number(row?.total ?? 0), openInvoiceCount: Number(row?.open ?? 0) };
}
