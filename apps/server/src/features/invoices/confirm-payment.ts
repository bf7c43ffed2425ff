import { msg } from '@lexbridge/shared/i18n/message';
import { authorize } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { conflict, HttpError } from '../../platform/errors';
import type { InvoiceWithParties } from './mappers';
import type { PaymentDeps } from './payment-service';
import { invoicePolicy } from './policy';
import { readInvoiceCheckout, recordInvoicePayment } from './record-payment';

/**
 * The checkout's return page: the viewer's paid checkout `sessionId`, recorded (see
 * recordInvoicePayment), and the invoice as it left it. The provider, not the caller, says
 * whether it was paid; the policy is asked before anything is written, and a checkout the viewer
 * may not see answers like one that does not exist (404). 402 while unpaid; 409 when the payment
 * came for an invoice no longer owed (kept for a refund, not applied).
 */
export async function confirmInvoicePayment(
  deps: PaymentDeps,
  viewer: Viewer,
  sessionId: string,
): Promise<InvoiceWithParties> {
  const checkout = await readInvoiceCheckout(deps, sessionId);
  const row = authorize(viewer, invoicePolicy.viewPayment, checkout?.row);
  if (!checkout!.paid) throw new HttpError(402, 'NOT_PAID', msg('errors:invoices.notPaid'));
  const recorded = await recordInvoicePayment(deps, sessionId, row);
  if (!recorded.applied)
    throw conflict(msg('errors:invoices.paymentNotApplied'), 'PAYMENT_NOT_APPLIED');
  return recorded.row;
}
