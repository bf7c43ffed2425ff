import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { AdminInvoices } from '../admin/AdminInvoices';
import { ClientInvoices } from '../components/ClientInvoices';
import { usePaymentReturn } from '../use-payment-return';

/**
 * /invoices: a client's invoices of their own matters, to download and pay; for the firm, every
 * client's invoices, created and updated here. The filters and the page live in the URL. Back from
 * the checkout, the payment is confirmed here.
 */
export function InvoicesPage() {
  const { t } = useTranslation(['invoices', 'pages']);
  useDocumentTitle(t('pages:invoices.title'));
  const { isAdmin } = useAuth();
  usePaymentReturn();

  return (
    <PageShell className="max-w-7xl space-y-6">
      <BackLink to={isAdmin ? '/admin' : '/client-portal'}>
        {t(isAdmin ? 'page.backToAdmin' : 'page.backToPortal')}
      </BackLink>
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
        <p className="text-muted">{t(isAdmin ? 'page.firmSubtitle' : 'page.subtitle')}</p>
      </header>
      {isAdmin ? <AdminInvoices /> : <ClientInvoices />}
    </PageShell>
  );
}
