import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { ClientInvoices } from '../components/ClientInvoices';
import { usePaymentReturn } from '../use-payment-return';

/**
 * /invoices: a client's invoices of their own matters, to download and pay. The filters and the
 * page live in the URL. Back from the checkout, the payment is confirmed here. The firm manages
 * invoices at /admin/invoices: an administrator who follows a link here (a matter's 'View
 * Invoices') is sent there with the same filters.
 */
export function InvoicesPage() {
  const { isAdmin } = useAuth();
  const { search } = useLocation();
  if (isAdmin) return <Navigate to={`/admin/invoices${search}`} replace />;
  return <ClientInvoicesPage />;
}

function ClientInvoicesPage() {
  const { t } = useTranslation(['invoices', 'pages']);
  useDocumentTitle(t('pages:invoices.title'));
  usePaymentReturn();
  return (
    <PageShell className="max-w-7xl space-y-6">
      <BackLink to="/client-portal">{t('page.backToPortal')}</BackLink>
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
        <p className="text-muted">{t('page.subtitle')}</p>
      </header>
      <ClientInvoices />
    </PageShell>
  );
}
