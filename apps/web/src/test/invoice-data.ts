import type { AdminInvoice, ClientInvoice, InvoiceList } from '@lexbridge/shared/schemas/invoices';
import { isOpenInvoice } from '@lexbridge/shared/schemas/invoices';
import { matterId } from './document-data';

/** A client's invoice for tests; `n` makes the id and number unique. */
export function clientInvoice(n: number, changes: Partial<ClientInvoice> = {}): ClientInvoice {
  return {
    id: `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `KC-2026-${String(n).padStart(4, '0')}`,
    matterId: matterId(1),
    matterTitle: 'Office lease',
    description: `Legal services ${n}`,
    amountCents: 123_450,
    currency: 'EUR',
    dueDate: '2026-04-30',
    status: 'sent',
    language: 'en',
    createdAt: '2026-03-01T09:00:00.000Z',
    paidAt: null,
    ...changes,
  };
}

export function adminInvoice(n: number, changes: Partial<AdminInvoice> = {}): AdminInvoice {
  return {
    ...clientInvoice(n, changes),
    clientId: 'c1',
    clientName: 'Maria Georgiou',
    clientEmail: 'maria@example.com',
    ...changes,
  };
}

/**
 * The answer of an invoices list with these invoices; the total and the open total count them
 * unless given (a page of a longer list).
 */
export function invoiceList<I extends ClientInvoice>(
  invoices: I[],
  { total = invoices.length, openTotal }: { total?: number; openTotal?: number } = {},
): { status: number; body: InvoiceList<I> } {
  return {
    status: 200,
    body: {
      invoices,
      page: 1,
      pageSize: 20,
      total,
      openTotal: openTotal ?? invoices.filter((invoice) => isOpenInvoice(invoice.status)).length,
    },
  };
}
