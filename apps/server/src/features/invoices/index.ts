/**
 * Invoices: issue, payment, PDF, and the figures the dashboard and analytics show. This file is
 * the feature's one public module: other features and the app import only what it exports; every
 * other file in the folder is private.
 */
export { invoiceRoutes } from './routes';
export { invoicePdfRoutes } from './pdf-routes';
export { invoicesAdminRoutes } from './admin-routes';
export { invoiceFigures, latestInvoices } from './figures';
export { invoicedAndPaidByMonth } from './monthly-figures';
export { fulfilInvoicePayment } from './payment-service';
export { findInvoice } from './service';
// The one numbering rule; the e2e fixtures number the invoices they insert with it too.
export { nextInvoiceNumber } from './numbering';
export { invoicePolicy } from './policy';
export { clientInvoicesForExport } from './data-export';
