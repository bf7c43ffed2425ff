import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import {
  createInvoiceSchema,
  invoiceAmountCents,
  type InvoiceCurrency,
} from '@lexbridge/shared/schemas/invoices';
import { z } from '@lexbridge/shared/zod';

/**
 * The Create Invoice form's schema: the server's, with the amount checked as the server will read
 * it, in the language the page is shown in ('1,234.50' in English, '1.234,50' in Greek). The text
 * itself is sent, not the cents: the server parses it again, in the same language.
 */
export const invoiceFormSchema = (language: Language) =>
  createInvoiceSchema.extend({
    amount: z
      .string()
      .trim()
      .superRefine((text, context) => {
        const checked = invoiceAmountCents(text, language);
        if ('error' in checked) context.addIssue({ code: 'custom', message: checked.error });
      }),
  });
export type InvoiceFormOutput = z.output<ReturnType<typeof invoiceFormSchema>>;

/** The fields as the inputs hold them: strings, '' for none. */
export type InvoiceFormValues = {
  matterId: string;
  amount: string;
  dueDate: string;
  description: string;
  currency: InvoiceCurrency;
};

/** A new invoice: in the firm's currency, for the matter the page is filtered by (if any). */
export const invoiceFormValues = (matterId = ''): InvoiceFormValues => ({
  matterId,
  amount: '',
  dueDate: '',
  description: '',
  currency: firm.currency,
});
