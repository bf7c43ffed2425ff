import type { InvoiceListQuery } from '@lexbridge/shared/schemas/invoices';

/** Query keys of the client's own invoices (the page, the dashboard card). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
};

/** Query keys of the firm's invoices; invalidating `all` refreshes every list. */
export const adminInvoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (query: InvoiceListQuery) => [...adminInvoiceKeys.all, 'list', query] as const,
};
