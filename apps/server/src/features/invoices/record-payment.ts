import { eq } from 'drizzle-orm';
import { isOpenInvoice } from '@lexbridge/shared/schemas/invoices';
import { invoicePayments, invoices } from '../../db/schema/index';
import { publishClientChange } from '../../platform/realtime/client-changes';
import type { InvoiceWithParties } from './mappers';
import { sendInvoiceReceiptMail } from './mail';
import type { PaymentDeps } from './payment-service';
import { findInvoice } from './service';

/**
 * The checkout `sessionId` as the payment provider (never the caller) tells it, with the invoice
 * it pays; null when it is none of ours (or online payment is off, so no checkout exists).
 */
export async function readInvoiceCheckout(
  deps: Pick<PaymentDeps, 'db' | 'payments'>,
  sessionId: string,
): Promise<{ paid: boolean; row: InvoiceWithParties } | null> {
  if (deps.payments.kind === 'off') return null;
  const state = await deps.payments.retrieve(sessionId);
  if (!state || state.reference?.kind !== 'invoice') return null;
  const row = await findInvoice(deps.db, state.reference.id);
  return row ? { paid: state.paid, row } : null;
}

type Recorded = {
  outcome: 'applied' | 'refund' | 'seen';
  row: InvoiceWithParties;
  applied: boolean;
};

/**
 * Records the paid checkout `sessionId` of `row`'s invoice. Any number of calls, in any order,
 * concurrently (webhook redeliveries and the return page): the session's row in
 * `invoice_payments` is written once, and only that writer applies it, marking an owed invoice
 * paid and writing the receipt in one transaction. A payment for an invoice already paid or
 * cancelled is kept, not applied, and logged so a person refunds it. Returns the invoice as the
 * transaction left it and whether this session is the one that paid it.
 */
export async function recordInvoicePayment(
  deps: PaymentDeps,
  sessionId: string,
  row: InvoiceWithParties,
): Promise<{ row: InvoiceWithParties; applied: boolean }> {
  const provider = deps.payments.kind as Exclude<PaymentDeps['payments']['kind'], 'off'>;
  const recorded = await deps.db.transaction(async (tx): Promise<Recorded> => {
    const [current] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, row.invoice.id))
      .for('update');
    const applies = isOpenInvoice(current!.status);
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        sessionId,
        invoiceId: row.invoice.id,
        provider,
        amountCents: current!.amountCents,
        currency: current!.currency,
        applied: applies,
      })
      .onConflictDoNothing()
      .returning();
    const as = (invoice: typeof current) => ({ ...row, invoice: invoice! });
    if (!payment) {
      // Another call recorded this session first: whether it applied is what it wrote.
      const [earlier] = await tx
        .select({ applied: invoicePayments.applied })
        .from(invoicePayments)
        .where(eq(invoicePayments.sessionId, sessionId));
      return { outcome: 'seen', row: as(current), applied: earlier?.applied ?? false };
    }
    if (!applies) return { outcome: 'refund', row: as(current), applied: false };
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
      .where(eq(invoices.id, row.invoice.id))
      .returning();
    await sendInvoiceReceiptMail(deps, tx, as(paid));
    return { outcome: 'applied', row: as(paid), applied: true };
  });
  const { invoice, clientId } = recorded.row;
  if (recorded.outcome === 'refund') {
    deps.log.error(
      { invoiceId: invoice.id, sessionId, status: invoice.status },
      'payment received for an invoice not owed; refund it by hand',
    );
  }
  if (recorded.outcome === 'applied') {
    void deps.mailer.deliverDue();
    await publishClientChange(deps.realtime, clientId, { kind: 'invoice', id: invoice.id });
  }
  return { row: recorded.row, applied: recorded.applied };
}
