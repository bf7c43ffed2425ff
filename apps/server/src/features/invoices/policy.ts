import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';

type Billed = { clientId: string };
const HIDDEN = msg('errors:invoices.notFound');

const isTheClient = (viewer: Viewer, invoice: Billed) =>
  viewer.userId !== null && viewer.userId === invoice.clientId;

/** Who may do what with an invoice. */
export const invoicePolicy = {
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
  /** Issue invoices and change their status: administrators (through the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};
