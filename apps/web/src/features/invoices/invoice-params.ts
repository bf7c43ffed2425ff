import { invoiceStatuses, type InvoiceStatus } from '@lexbridge/shared/schemas/invoices';

/** The URL's filters of /invoices: a client's, and the firm's one more (the client). */
export const clientInvoiceParams = ['status', 'matter_id'] as const;
export const adminInvoiceParams = [...clientInvoiceParams, 'client_id'] as const;
export type InvoiceParam = (typeof adminInvoiceParams)[number] | 'search';

/** A status from the URL when the server knows it; a stale link shows every status instead. */
export const knownStatus = (value: string): InvoiceStatus | undefined =>
  invoiceStatuses.find((status) => status === value);
