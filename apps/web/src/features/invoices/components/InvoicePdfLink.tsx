import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { buttonClasses } from '../../../components/ui/button-styles';
import { invoicePdfPath } from '../api/invoice-pdf';

/**
 * The invoice's PDF as a real link: the server sends it as an attachment, so the browser saves it
 * (or opens it in a new tab when asked) without the page's code.
 */
export function InvoicePdfLink({ invoice }: { invoice: Pick<ClientInvoice, 'id' | 'number'> }) {
  const { t } = useTranslation('invoices');
  return (
    <a
      href={invoicePdfPath(invoice.id)}
      download
      aria-label={t('pdf.label', { number: invoice.number })}
      className={buttonClasses('outline', 'sm')}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('pdf.button')}
    </a>
  );
}
