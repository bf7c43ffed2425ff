import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import type { DbOrTx } from '../../db/client';
import { translator } from '../../platform/i18n/translator';
import type { InvoiceWithParties } from './mappers';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'mailer' | 'publicUrl'>;

// Signed-in pages have one address in every language (they follow the profile's language).
const invoicesLink = (deps: Deps) => new URL('/invoices', deps.publicUrl).toString();

// Both mails name the firm as its published site does now, in the invoice's language.

/**
 * Tells the client an invoice is waiting. Only its number: what it is for and how much stay
 * behind sign-in. Written in the caller's transaction, so the mail exists only if the change does.
 */
export async function sendInvoiceWaitingMail(deps: Deps, tx: DbOrTx, row: InvoiceWithParties) {
  const t = translator(row.invoice.language);
  const number = row.invoice.number;
  const firm = deps.mailer.branding(row.invoice.language);
  await deps.mailer.send(
    {
      to: row.clientEmail,
      language: row.invoice.language,
      subject: t('emails:invoices.sentSubject', { firm: firm.name }),
      text: [t('emails:invoices.sentBody', { number }), '', invoicesLink(deps)].join('\n'),
    },
    { tx },
  );
}

/** The receipt for an online payment: the number and the amount paid, in the invoice's language. */
export async function sendInvoiceReceiptMail(deps: Deps, tx: DbOrTx, row: InvoiceWithParties) {
  const { invoice } = row;
  const t = translator(invoice.language);
  const amount = formatInvoiceAmount(invoice.amountCents, invoice.currency, invoice.language);
  const firm = deps.mailer.branding(invoice.language);
  await deps.mailer.send(
    {
      to: row.clientEmail,
      language: invoice.language,
      subject: t('emails:invoices.paidSubject', { firm: firm.name, number: invoice.number }),
      text: [
        t('emails:invoices.paidBody', { number: invoice.number, amount }),
        '',
        invoicesLink(deps),
      ].join('\n'),
    },
    { tx },
  );
}
