import { msg } from '@lexbridge/shared/i18n/message';
import { signedInAccess } from '../../platform/authz/access';
import { authorize, can, type Action } from '../../platform/authz/authorize';
import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/authz/viewer';

type Billed = { clientId: string };
const HIDDEN = msg('errors:invoices.notFound');

const isTheClient = (viewer: Viewer, invoice: Billed) =>
  viewer.userId !== null && viewer.userId === invoice.clientId;

/** Who may do what with an invoice. */
export const invoicePolicy = {
  /** List their own invoices: every signed-in account (a client's list is theirs alone). */
  listOwn: signedInAccess,
  /** See it and download its PDF: the client of its matter, and every administrator. */
  view: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, invoice: Billed) => viewer.isAdmin || isTheClient(viewer, invoice),
  } satisfies Action<Billed>,
  /**
   * Pay it online: the client it bills, only. The firm records payments it received otherwise
   * with a status; it never pays on the client's card.
   */
  pay: { hidden: HIDDEN, allows: isTheClient } satisfies Action<Billed>,
  /** Confirm a payment of it on the checkout's return page: whoever may see the invoice. */
  viewPayment: {
    hidden: msg('errors:invoices.paymentNotFound'),
    allows: (viewer: Viewer, invoice: Billed) => viewer.isAdmin || isTheClient(viewer, invoice),
  } satisfies Action<Billed>,
  /** Issue invoices and change their status: administrators (through the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};

/**
 * The invoice the viewer may pay online: 404 to whoever may not see it; 403 to whoever sees it but
 * may not pay it (the firm: it records payments it received with a status instead).
 */
export function authorizePayment<Invoice extends Billed>(
  viewer: Viewer,
  invoice: Invoice | undefined,
): Invoice {
  const row = authorize(viewer, invoicePolicy.view, invoice);
  if (!can(viewer, invoicePolicy.pay, row)) throw forbidden(msg('errors:invoices.payByClient'));
  return row;
}
