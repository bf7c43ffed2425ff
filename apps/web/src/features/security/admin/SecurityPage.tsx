import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { AdministratorsSection } from './AdministratorsSection';
import { AuditLogSection } from './AuditLogSection';

/**
 * /admin/security: who the administrators are (grant, revoke), then the audit log with its
 * filters and page in the URL, so a shared link opens the same view.
 */
export function SecurityPage() {
  const { t } = useTranslation(['security', 'pages']);
  useDocumentTitle(t('pages:admin-security.title'));
  return (
    <PageShell>
      <AdminPageHeader title={t('pages:admin-security.title')} intro={t('intro')} />
      <div className="space-y-12">
        <AdministratorsSection />
        <AuditLogSection />
      </div>
    </PageShell>
  );
}
