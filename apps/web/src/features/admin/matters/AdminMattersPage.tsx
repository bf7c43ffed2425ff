import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { AdminMattersList } from './AdminMattersList';

/** /admin/matters: the firm's matters, filtered and paged through the URL; New Matter and Edit. */
export function AdminMattersPage() {
  const { t } = useTranslation(['matters', 'pages']);
  useDocumentTitle(t('pages:admin-matters.title'));
  return (
    <PageShell className="max-w-5xl">
      <AdminPageHeader title={t('pages:admin-matters.title')} intro={t('admin.intro')} />
      <AdminMattersList />
    </PageShell>
  );
}
