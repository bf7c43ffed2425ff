import { eq } from 'drizzle-orm';
import { firm } from '@lexbridge/shared/firm/firm';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  isOpenInvoice,
  type InvoiceCurrency,
  type InvoiceStatus,
} from '@lexbridge/shared/schemas/invoices';
import { invoices, matters } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/errors';
import { recordAudit, type AuditActor } from '../security';
import { profileLanguage } from '../account';
import type { InvoiceWithParties } from './mappers';
import { sendInvoiceWaitingMail } from './mail';
import { nextInvoiceNumber } from './numbering';
import { findInvoice } from './service';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>;
export type NewInvoice = {
  matterId: string;
  amountCents: number;
  currency?: InvoiceCurrency;
  dueDate: string;
  description?: string | null;
};

/**
 * Issues a pending invoice on a matter, numbered in the same transaction (so a failed create uses
 * no number) and written in the client's language, which its PDF and e-mails then keep.
 */
export async function createInvoice(
  deps: Deps,
  input: NewInvoice,
  createdBy: string,
): Promise<InvoiceWithParties> {
  return deps.db.transaction(async (tx) => {
    const [matter] = await tx
      .select({ id: matters.id, clientId: matters.clientId })
      .from(matters)
      .where(eq(matters.id, input.matterId));
    if (!matter) throw badRequest(msg('errors:invoices.matterUnknown'), 'MATTER_UNKNOWN');
    const [row] = await tx
      .insert(invoices)
      .values({
        number: await nextInvoiceNumber(tx),
        matterId: matter.id,
        amountCents: input.amountCents,
        currency: input.currency ?? firm.currency,
        dueDate: input.dueDate,
        description: input.description ?? null,
        language: await profileLanguage(tx, matter.clientId),
        createdBy,
      })
      .returning({ id: invoices.id });
    return (await findInvoice(tx, row!.id))!;
  });
}

/** A cancellation and a reopening (a closed invoice owed again) are named as such in the log. */
function statusAction(from: InvoiceStatus, to: InvoiceStatus) {
  if (to === 'cancelled') return 'invoice.cancel';
  if (!isOpenInvoice(from) && isOpenInvoice(to)) return 'invoice.reopen';
  return 'invoice.status_change';
}

/**
 * Sets any status (the firm corrects mistakes and records payments made by transfer). Paid sets
 * the payment time once; any other status clears it. Moving to sent e-mails the client in the
 * same transaction; staying sent does not mail again. A real change is audited in the same
 * transaction, so no status moves without its entry. Says what the status was before.
 */
export async function changeInvoiceStatus(
  deps: Deps,
  id: string,
  status: InvoiceStatus,
  actor: AuditActor,
): Promise<{ row: InvoiceWithParties; previous: InvoiceStatus }> {
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!current) throw notFound(msg('errors:invoices.notFound'));
    await tx
      .update(invoices)
      .set({
        status,
        paidAt: status === 'paid' ? (current.paidAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id));
    const row = (await findInvoice(tx, id))!;
    if (current.status !== status) {
      await recordAudit(tx, {
        ...actor,
        action: statusAction(current.status, status),
        subjectType: 'invoice',
        subjectId: id,
        details: {
          number: current.number,
          from: current.status,
          to: status,
          client: row.clientName,
        },
      });
    }
    const mailed = status === 'sent' && current.status !== 'sent';
    if (mailed) await sendInvoiceWaitingMail(deps, tx, row);
    return { row, previous: current.status, mailed };
  });
  if (result.mailed) void deps.mailer.deliverDue();
  return { row: result.row, previous: result.previous };
}
