import { useMemo } from 'react';
import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLanguage } from '../../../lib/i18n/use-language';

/**
 * An invoice's amount and due date as its pages show them, in the language shown: the amount in
 * the invoice's own currency with its code ('1,234.50 EUR', '1.234,50 EUR'), as on its PDF.
 */
export function useInvoiceFormat() {
  const language = useLanguage();
  const { firmDate } = useFormat();
  return useMemo(
    () => ({
      amount: (invoice: Pick<ClientInvoice, 'amountCents' | 'currency'>) =>
        formatInvoiceAmount(invoice.amountCents, invoice.currency, language),
      dueDate: (invoice: Pick<ClientInvoice, 'dueDate'>) => firmDate(invoice.dueDate),
    }),
    [language, firmDate],
  );
}
