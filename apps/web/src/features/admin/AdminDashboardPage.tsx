import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useAuth } from '../auth/auth-context';
import { UnreadThreadsNotice } from '../messages/components/UnreadThreadsNotice';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The back office's home; its sections, Public Site and Sign Out are in the admin sidebar. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();

  return (
    <PageShell>
      <Card>
        <h1 className="text-3xl font-semibold">{t('dashboard.title')}</h1>
        <p className="mt-2 text-muted">{t('dashboard.welcome', { email: user?.email })}</p>
        <UnreadThreadsNotice />
      </Card>
    </PageShell>
  );
}
