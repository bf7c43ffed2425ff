import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { useContactRequests } from './api/get-contact-requests';
import { ContactRequestItem } from './ContactRequestItem';

export function ContactRequestsPage() {
  const { t } = useTranslation('admin');
  const describeError = useErrorMessage();
  useDocumentTitle(t('contactRequests.title'));
  const query = useContactRequests();

  return (
    <PageShell>
      <AdminPageHeader title={t('contactRequests.title')} intro={t('contactRequests.intro')} />
      {query.isPending && <LoadingStatus />}
      {query.isError && <Alert tone="error">{describeError(query.error)}</Alert>}
      {query.data && query.data.requests.length === 0 && (
        <p className="rounded-lg border border-border bg-white p-6 text-muted">
          {t('contactRequests.empty')}
        </p>
      )}
      {query.data && query.data.requests.length > 0 && (
        <ul className="space-y-4">
          {query.data.requests.map((request) => (
            <ContactRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
