/*
 * The invoices feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
export { AdminInvoices } from './admin/AdminInvoices';
export { usePortalLive } from './api/use-portal-live';
export { InvoicesCard } from './components/InvoicesCard';
export { InvoiceStatusBadge } from './components/InvoiceStatusBadge';
