import type { AdminInvoice, ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import type { invoices } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;
/** An invoice with what the lists show beside it: its matter and the client it bills. */
export type InvoiceWithParties = {
  invoice: InvoiceRow;
  matterTitle: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
};

export function toClientInvoice({ invoice, matterTitle }: InvoiceWithParties): ClientInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    matterId: invoice.matterId,
    matterTitle,
    description: invoice.description,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    status: invoice.status,
    language: invoice.language,
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
  };
}

export function toAdminInvoice(row: InvoiceWithParties): AdminInvoice {
  return {
    ...toClientInvoice(row),
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
  };
}
