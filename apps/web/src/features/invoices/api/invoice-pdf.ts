/**
 * GET /api/invoices/:id/pdf: the invoice as a PDF attachment, for its client or the firm (404 for
 * anyone else). A plain link downloads it, so it works like any file link (open in a new tab, save).
 */
export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
