import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminNavigation } from '@lexbridge/shared/routes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useAuth } from '../auth/auth-context';
import { UnreadThreadsNotice } from '../messages/components/UnreadThreadsNotice';
import { useSignOutAndGoHome } from '../auth/use-sign-out';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizedPath } from '../../lib/i18n/use-language';

export function AdminDashboardPage() {
  const { t } = useTranslation(['admin', 'pages']);
  const localize = useLocalizedPath();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const handleSignOut = useSignOutAndGoHome();

  return (
    <PageShell>
      <Card>
        <h1 className="text-3xl font-semibold">{t('dashboard.title')}</h1>
        <p className="mt-2 text-muted">{t('dashboard.welcome', { email: user?.email })}</p>
        <UnreadThreadsNotice />
        <nav aria-label={t('dashboard.pages')} className="mt-6">
          <ul className="flex flex-wrap gap-3">
            {adminNavigation.map((section) => (
              <li key={section.to}>
                <Button asChild variant="secondary">
                  <Link to={section.to}>{t(section.label)}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={localize('/')}>{t('dashboard.home')}</Link>
          </Button>
          <Button variant="secondary" onClick={handleSignOut}>
            {t('dashboard.signOut')}
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
