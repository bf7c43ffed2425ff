import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import { isOpenInvoice, openInvoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import { invoices } from '../../db/schema/index';
import { conflict, HttpError } from '../../platform/errors';
import { translator } from '../../platform/i18n/translator';
import { paymentsOff } from '../../platform/payments/payments';
import type { InvoiceWithParties } from './mappers';
import { readInvoiceCheckout, recordInvoicePayment } from './record-payment';
import { findInvoice } from './service';
import type { ServiceDeps } from '../../platform/deps';

export type PaymentDeps = Pick<
  ServiceDeps,
  'db' | 'mailer' | 'payments' | 'publicUrl' | 'log' | 'realtime'
>;

/** Stripe keeps a checkout open between 30 minutes and a day; an hour is plenty to pay. */
const CHECKOUT_MINUTES = 60;

/**
 * Opens a checkout for exactly the invoice's amount and currency (the server's figures). A checkout
 * opened earlier for it is settled first: if it was paid meanwhile, that payment is applied and
 * this one refused; if it is still open, it is closed, so one invoice has one payable checkout.
 */
export async function startInvoiceCheckout(
  deps: PaymentDeps,
  row: InvoiceWithParties,
  language: Language,
): Promise<{ url: string }> {
  if (deps.payments.kind === 'off') throw paymentsOff();
  const previous = row.invoice.paymentSessionId;
  if (previous) await settlePreviousCheckout(deps, previous);
  const invoice = (await findInvoice(deps.db, row.invoice.id))!.invoice;
  refuseUnlessOpen(invoice.status);

  const t = translator(language);
  // Signed-in pages have one address in every language (they follow the profile's language).
  const page = (query: string) => `${deps.publicUrl}/invoices?${query}`;
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      reference: { kind: 'invoice', id: invoice.id },
      title: t('emails:invoices.checkoutTitle', { number: invoice.number }),
      description: t('emails:invoices.checkoutDescription', {
        // The firm as its published site names it now (the same name its mails give).
        firm: deps.mailer.branding(language).name,
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
  // Recorded only if the invoice is still owed and no other checkout was recorded since this one
  // began (two tabs at once, or the firm closing the invoice meanwhile).
  const [recorded] = await deps.db
    .update(invoices)
    .set({ paymentSessionId: session.id })
    .where(
      and(
        eq(invoices.id, invoice.id),
        previous ? eq(invoices.paymentSessionId, previous) : isNull(invoices.paymentSessionId),
        inArray(invoices.status, [...openInvoiceStatuses]),
      ),
    )
    .returning({ id: invoices.id });
  if (!recorded) {
    await providerCall(deps, invoice.id, () => deps.payments.expire(session.id));
    throw conflict(msg('errors:invoices.checkoutBusy'), 'CHECKOUT_BUSY');
  }
  return { url: session.url };
}

/** A provider call that failed is the friendly 502 (and a log line), never a bare 500. */
async function providerCall<T>(
  deps: Pick<PaymentDeps, 'log'>,
  invoiceId: string,
  call: () => Promise<T>,
) {
  try {
    return await call();
  } catch (cause) {
    deps.log.error({ err: cause, invoiceId }, 'the payment provider failed');
    throw new HttpError(502, 'PAYMENT_UNAVAILABLE', msg('errors:invoices.paymentUnavailable'));
  }
}

/**
 * Applies the earlier checkout if it was paid (the caller then finds the invoice paid and refuses
 * a second payment), else closes it if still open.
 */
async function settlePreviousCheckout(deps: PaymentDeps, sessionId: string) {
  const state = await providerCall(deps, sessionId, () => deps.payments.retrieve(sessionId));
  if (state?.paid) await fulfilInvoicePayment(deps, sessionId);
  else if (state?.status === 'open') {
    await providerCall(deps, sessionId, () => deps.payments.expire(sessionId));
  }
}

function refuseUnlessOpen(status: InvoiceWithParties['invoice']['status']) {
  if (status === 'paid') throw conflict(msg('errors:invoices.alreadyPaid'), 'ALREADY_PAID');
  // The only other closed status: a cancelled invoice is not owed.
  if (!isOpenInvoice(status)) throw conflict(msg('errors:invoices.notPayable'), 'NOT_PAYABLE');
}

export type InvoiceFulfilment =
  | { status: 'paid'; row: InvoiceWithParties; applied: boolean }
  | { status: 'unpaid'; row: InvoiceWithParties }
  | { status: 'unknown' };

/**
 * Records the payment made through `sessionId`, asking the payment provider (never the caller)
 * whether it was paid (see recordInvoicePayment: safe to run any number of times, concurrently).
 * `applied` says whether this session is the one that paid the invoice.
 */
export async function fulfilInvoicePayment(
  deps: PaymentDeps,
  sessionId: string,
): Promise<InvoiceFulfilment> {
  const checkout = await readInvoiceCheckout(deps, sessionId);
  if (!checkout) return { status: 'unknown' };
  if (!checkout.paid) return { status: 'unpaid', row: checkout.row };
  return { status: 'paid', ...(await recordInvoicePayment(deps, sessionId, checkout.row)) };
}
