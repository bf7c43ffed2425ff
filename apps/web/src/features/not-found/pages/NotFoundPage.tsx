import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { Button } from '../../../components/ui/button';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  useDocumentTitle(t('notFound.title'));
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');

  return (
    <PageShell className="flex flex-col items-center text-center">
      <p className="font-serif text-7xl font-semibold text-navy-900">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {inAdmin ? (
          <>
            <Button asChild>
              <Link to="/admin">{t('notFound.backToAdmin')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/">{t('notFound.publicSite')}</Link>
            </Button>
          </>
        ) : (
          <Button asChild>
            <Link to={localize('/')}>{t('notFound.returnHome')}</Link>
          </Button>
        )}
      </div>
    </PageShell>
  );
}
