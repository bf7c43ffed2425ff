import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useSiteDraft } from './api/site-editor-api';
import { SiteEditorForm } from './SiteEditorForm';

/**
 * /admin/site: the firm's public site in both languages (identity, consultations, practice areas,
 * home page), edited as a draft, previewed, published, and restored from an earlier version.
 */
export function AdminSitePage() {
  const { t } = useTranslation(['siteEditor', 'pages']);
  useDocumentTitle(t('pages:admin-site.title'));
  const draft = useSiteDraft();
  const describeError = useErrorMessage();
  useFailureToast(draft.isError, t('loadFailed'));
  return (
    <PageShell className="max-w-5xl">
      <AdminPageHeader title={t('pages:admin-site.title')} intro={t('intro')} />
      {draft.isPending && <LoadingStatus />}
      {draft.isError && <Alert tone="error">{describeError(draft.error)}</Alert>}
      {draft.data && <SiteEditorForm draft={draft.data} />}
    </PageShell>
  );
}
