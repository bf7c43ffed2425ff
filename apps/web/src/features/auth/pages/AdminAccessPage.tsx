import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalizedPath } from '../../../lib/i18n/use-language';

/**
 * Tells the firm's staff where to sign in. No credentials, and no server set-up instructions: those
 * are for whoever runs the site and live in the README. The page is kept out of search results
 * (its route is `noindex`).
 */
export function AdminAccessPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  useDocumentTitle(t('adminAccess.title'));

  return (
    <PageShell className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('adminAccess.title')}</h1>
      <p className="text-muted">{t('adminAccess.intro')}</p>

      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-brass-800" />
          {t('adminAccess.signInTitle')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={localize('/auth?admin=true')}>{t('adminAccess.adminSignIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={localize('/auth')}>{t('adminAccess.clientSignIn')}</Link>
          </Button>
        </div>
      </Card>

      <Card className="space-y-4">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden="true" className="size-5 text-brass-800" />
          {t('adminAccess.firstAdminTitle')}
        </h2>
        <p>{t('adminAccess.firstAdminIntro')}</p>
        <Button asChild variant="secondary">
          <Link to={localize('/setup')}>{t('adminAccess.manualSetup')}</Link>
        </Button>
      </Card>
    </PageShell>
  );
}
