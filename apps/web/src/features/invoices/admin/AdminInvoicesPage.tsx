import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { AdminInvoices } from './AdminInvoices';

/**
 * /admin/invoices: the firm's invoice management, every client's invoices, created and updated
 * here; the filters and the page live in the URL. Clients keep their own list at /invoices.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation(['invoices', 'pages']);
  useDocumentTitle(t('pages:admin-invoices.title'));
  return (
    <PageShell className="max-w-7xl">
      <AdminPageHeader title={t('page.title')} intro={t('page.firmSubtitle')} />
      <AdminInvoices />
    </PageShell>
  );
}
