import { asc, eq, inArray } from 'drizzle-orm';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import type { DbOrTx } from '../../db/client';
import { invoicePayments, invoices, matters } from '../../db/schema/index';
import { toClientInvoice } from './mappers';

export type ExportedPayment = {
  provider: string;
  amountCents: number;
  currency: string;
  applied: boolean;
  receivedAt: string;
};

/** A client's invoices as the portal shows them, each with the online payments received for it. */
export async function clientInvoicesForExport(
  db: DbOrTx,
  clientId: string,
): Promise<(ClientInvoice & { payments: ExportedPayment[] })[]> {
  const rows = await db
    .select({ invoice: invoices, matterTitle: matters.title })
    .from(invoices)
    .innerJoin(matters, eq(matters.id, invoices.matterId))
    .where(eq(matters.clientId, clientId))
    .orderBy(asc(invoices.createdAt), asc(invoices.number));
  const ids = rows.map((row) => row.invoice.id);
  const payments =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, ids))
          .orderBy(asc(invoicePayments.receivedAt));
  return rows.map((row) => ({
    ...toClientInvoice({ ...row, clientId, clientName: '', clientEmail: '' }),
    payments: payments
      .filter((payment) => payment.invoiceId === row.invoice.id)
      .map(({ provider, amountCents, currency, applied, receivedAt }) => ({
        provider,
        amountCents,
        currency,
        applied,
        receivedAt: receivedAt.toISOString(),
      })),
  }));
}
