import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import { isOpenInvoice } from '@lexbridge/shared/schemas/invoices';
import { firm } from '@lexbridge/shared/firm/firm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { conflict, HttpError } from '../../platform/errors';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mailer/mailer';
import type { PaymentProvider } from '../../platform/payments/payments';
import type { Hub } from '../../platform/realtime/hub';
import { publishClientChange } from '../portal/live';
import type { InvoiceWithParties } from './mappers';
import { sendInvoiceReceiptMail } from './mail';
import { findInvoice } from './service';

export type PaymentDeps = {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  realtime: Hub;
};

/** Stripe keeps a checkout open between 30 minutes and a day; an hour is plenty to pay. */
const CHECKOUT_MINUTES = 60;

/**
 * Opens a checkout for exactly the invoice's amount and currency (the server's figures). A checkout
 * opened earlier for it is closed first, so one invoice has one payable session at a time; if that
 * one was paid meanwhile, it is fulfilled and this one refused.
 */
export async function startInvoiceCheckout(
  deps: PaymentDeps,
  row: InvoiceWithParties,
  language: Language,
): Promise<{ url: string }> {
  const { invoice } = row;
  const previous = invoice.paymentSessionId;
  if (previous && (await deps.payments.retrieve(previous))?.paid) {
    await fulfilInvoicePayment(deps, previous);
    throw conflict(msg('errors:invoices.alreadyPaid'), 'ALREADY_PAID');
  }
  refuseUnlessOpen(invoice.status);
  if (previous) await deps.payments.expire(previous);

  const t = translator(language);
  // Signed-in pages have one address in every language (they follow the profile's language).
  const page = (query: string) => `${deps.publicUrl}/invoices?${query}`;
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      reference: { kind: 'invoice', id: invoice.id },
      title: t('emails:invoices.checkoutTitle', { number: invoice.number }),
      description: t('emails:invoices.checkoutDescription', {
        firm: firm.name,
        number: invoice.number,
      }),
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      customerEmail: row.clientEmail,
      language,
      successUrl: page('payment=done&session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: page('payment=cancelled'),
      expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
    });
  } catch (cause) {
    deps.log.error({ err: cause, invoiceId: invoice.id }, 'invoice checkout could not be created');
    throw new HttpError(502, 'PAYMENT_UNAVAILABLE', msg('errors:invoices.paymentUnavailable'));
  }
  // Recorded only if no other checkout was recorded since this one began (two tabs at once).
  const [recorded] = await deps.db
    .update(invoices)
    .set({ paymentSessionId: session.id })
    .where(
      and(
        eq(invoices.id, invoice.id),
        previous ? eq(invoices.paymentSessionId, previous) : isNull(invoices.paymentSessionId),
        ne(invoices.status, 'paid'),
      ),
    )
    .returning({ id: invoices.id });
  if (!recorded) {
    await deps.payments.expire(session.id);
    throw conflict(msg('errors:invoices.checkoutBusy'), 'CHECKOUT_BUSY');
  }
  return { url: session.url };
}

function refuseUnlessOpen(status: InvoiceWithParties['invoice']['status']) {
  if (status === 'paid') throw conflict(msg('errors:invoices.alreadyPaid'), 'ALREADY_PAID');
  // The only other closed status: a cancelled invoice is not owed.
  if (!isOpenInvoice(status)) throw conflict(msg('errors:invoices.notPayable'), 'NOT_PAYABLE');
}

export type InvoiceFulfilment =
  { status: 'paid' | 'unpaid'; row: InvoiceWithParties } | { status: 'unknown' };

/**
 * Marks the invoice paid through `sessionId`, asking the payment provider (never the caller)
 * whether it was paid. Any number of calls, in any order, concurrently (webhook redeliveries and
 * the return page): one conditional UPDATE picks the one caller that marks it paid and writes the
 * receipt, in one transaction.
 */
export async function fulfilInvoicePayment(
  deps: PaymentDeps,
  sessionId: string,
): Promise<InvoiceFulfilment> {
  const state = await deps.payments.retrieve(sessionId);
  if (!state || state.reference?.kind !== 'invoice') return { status: 'unknown' };
  const row = await findInvoice(deps.db, state.reference.id);
  if (!row) return { status: 'unknown' };
  if (!state.paid) return { status: row.invoice.status === 'paid' ? 'paid' : 'unpaid', row };

  const won = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(invoices)
      .set({
        status: 'paid',
        paidAt: new Date(),
        paymentSessionId: sessionId,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, row.invoice.id), ne(invoices.status, 'paid')))
      .returning({ id: invoices.id });
    if (!changed) return null;
    const paid = (await findInvoice(tx, row.invoice.id))!;
    await sendInvoiceReceiptMail(deps, tx, paid);
    return paid;
  });
  if (won) {
    void deps.mailer.deliverDue();
    await publishClientChange(deps.realtime, won.clientId, { kind: 'invoice', id: won.invoice.id });
    return { status: 'paid', row: won };
  }
  const current = (await findInvoice(deps.db, row.invoice.id))!;
  // Paid already, by another session or by hand: this payment is a second one.
  if (current.invoice.paymentSessionId !== sessionId) {
    deps.log.error(
      { invoiceId: current.invoice.id, sessionId },
      'invoice paid twice; refund the second payment by hand',
    );
  }
  return { status: 'paid', row: current };
}
