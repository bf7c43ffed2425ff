import { z } from '../zod';
import { msg } from '../i18n/message';
import type { Language } from '../i18n/languages';
import { formatAmountText, parseAmountText } from '../money/amount-text';
import { isCalendarDate } from './calendar-date';
import { pagingQuery } from './paging';

/**
 * An invoice bills a client for work on one of their matters. Amounts are integer cents in the
 * invoice's own currency. Labels are `invoices:status.<value>`.
 */
export const invoiceStatuses = ['pending', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabel = (status: InvoiceStatus) => `invoices:status.${status}` as const;

/** The statuses in which an invoice is still owed: the client may pay it online. */
export const openInvoiceStatuses = [
  'pending',
  'sent',
  'overdue',
] as const satisfies InvoiceStatus[];
export const isOpenInvoice = (status: InvoiceStatus) =>
  (openInvoiceStatuses as readonly InvoiceStatus[]).includes(status);

export const invoiceCurrencies = ['EUR', 'USD', 'GBP'] as const;
export type InvoiceCurrency = (typeof invoiceCurrencies)[number];

/** The most one card payment may be (Stripe's limit): 999,999.99. */
export const INVOICE_AMOUNT_MAX_CENTS = 99_999_999;
export const INVOICE_DESCRIPTION_MAX = 2_000;
/** What the amount field accepts in length; the format itself is checked by `invoiceAmountCents`. */
export const INVOICE_AMOUNT_TEXT_MAX = 30;

/** The one message when the matter, the amount or the due date is missing. */
const requiredFields = msg('validation:invoice.requiredFields');

/**
 * The cents typed in `language`'s format, or the message that says what is wrong with the text.
 * The browser checks it as the person types; the server checks it again, in the same language.
 */
export function invoiceAmountCents(
  text: string,
  language: Language,
): { cents: number } | { error: string } {
  if (!text.trim()) return { error: requiredFields };
  const cents = parseAmountText(text, language);
  const example = formatAmountText(123_450, language);
  if (cents === null) return { error: msg('validation:invoice.amountFormat', { example }) };
  if (cents === 0) return { error: msg('validation:invoice.amountZero') };
  if (cents > INVOICE_AMOUNT_MAX_CENTS) {
    const max = formatAmountText(INVOICE_AMOUNT_MAX_CENTS, language);
    return { error: msg('validation:invoice.amountTooLarge', { max }) };
  }
  return { cents };
}

/** POST /api/admin/invoices. `amount` is text in the request's language ('1,234.50', '1.234,50'). */
export const createInvoiceSchema = z.object({
  matterId: z.uuid(requiredFields),
  amount: z
    .string({ error: requiredFields })
    .trim()
    .min(1, requiredFields)
    .max(INVOICE_AMOUNT_TEXT_MAX, msg('validation:invoice.amountFormat', { example: '1234.50' })),
  dueDate: z.string({ error: requiredFields }).refine(isCalendarDate, requiredFields),
  description: z
    .string()
    .trim()
    .max(
      INVOICE_DESCRIPTION_MAX,
      msg('validation:invoice.descriptionTooLong', { max: INVOICE_DESCRIPTION_MAX }),
    )
    .transform((value) => value || null)
    .nullable()
    .optional(),
  /** The firm's currency when left out. */
  currency: z.enum(invoiceCurrencies, { error: msg('validation:invoice.currency') }).optional(),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

export const invoiceStatusSchema = z.enum(invoiceStatuses, {
  error: msg('validation:invoice.status'),
});

/** PATCH /api/admin/invoices/:id/status. */
export const updateInvoiceStatusSchema = z.object({ status: invoiceStatusSchema });

/** GET /api/invoices (the client's) and /api/admin/invoices (every one; `clientId` there only). */
export const invoiceListQuerySchema = pagingQuery.extend({
  status: invoiceStatusSchema.optional(),
  matterId: z.uuid(msg('validation:id.invalid')).optional(),
  clientId: z.string().trim().min(1).max(100, msg('validation:id.invalid')).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });

/** POST /api/invoices/payments/confirm: the return page after the checkout. */
export const confirmInvoicePaymentSchema = z.object({ sessionId: z.string().min(1).max(200) });

/** An invoice as its client sees it. Dates are 'yyyy-MM-dd', instants ISO 8601. */
export type ClientInvoice = {
  id: string;
  /** The firm's sequential number of the year, e.g. 'KC-2026-0001'. */
  number: string;
  matterId: string;
  matterTitle: string;
  description: string | null;
  amountCents: number;
  currency: InvoiceCurrency;
  dueDate: string;
  status: InvoiceStatus;
  /** The language its PDF is written in (the client's, when it was created). */
  language: Language;
  createdAt: string;
  paidAt: string | null;
};

export type AdminInvoice = ClientInvoice & {
  clientId: string;
  clientName: string;
  clientEmail: string;
};

/** A page of invoices, with how many of all that match are still owed (pending, sent, overdue). */
export type InvoiceList<I> = {
  invoices: I[];
  page: number;
  pageSize: number;
  total: number;
  openTotal: number;
};

/** POST /api/invoices/:id/checkout: where to pay. */
export type InvoiceCheckout = { url: string };

/** POST /api/invoices/payments/confirm. */
export type InvoicePaymentResult = { invoice: ClientInvoice };
