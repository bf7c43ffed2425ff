import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { useSettings } from '../api/get-settings';
import { BackupsCard } from './BackupsCard';
import { SettingsForm } from './SettingsForm';

/** /admin/settings: what the firm changes without a developer, saved in the database. */
export function AdminSettingsPage() {
  const { t } = useTranslation(['settings', 'pages']);
  useDocumentTitle(t('pages:admin-settings.title'));
  const settings = useSettings();
  const describeError = useErrorMessage();
  useFailureToast(settings.isError, t('loadFailed'));

  return (
    <PageShell className="max-w-3xl">
      <AdminPageHeader title={t('pages:admin-settings.title')} intro={t('intro')} />
      {settings.isPending && <LoadingStatus />}
      {settings.isError && <Alert tone="error">{describeError(settings.error)}</Alert>}
      {settings.data && (
        <>
          <SettingsForm settings={settings.data} />
          <div className="mt-6">
            <BackupsCard />
          </div>
        </>
      )}
    </PageShell>
  );
}
