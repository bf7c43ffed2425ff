import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageShell } from '../../components/layout/PageShell';
import { useAuth } from '../auth/auth-context';
import { useSignOutAndGoHome } from '../auth/use-sign-out';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizedPath } from '../../lib/i18n/use-language';

export function ClientPortalPage() {
  const { t } = useTranslation('portal');
  const localize = useLocalizedPath();
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const handleSignOut = useSignOutAndGoHome();

  return (
    <PageShell className="pt-12">
      <Card>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('welcome', { email: user?.email })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to={localize('/')}>{t('home')}</Link>
          </Button>
          <Button variant="secondary" onClick={handleSignOut}>
            {t('signOut')}
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}
