import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { PageShell } from '../../components/layout/PageShell';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from '../../features/not-found';
import { PageLoadError } from '../page-modules';

/** An API 404 thrown by a detail page (unknown article, unknown id) means the page does not exist. */
function isNotFound(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}

/** Shown in place of a page that failed to render or to load; the header stays usable. */
export function RouteErrorPage({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundPage />;
  return <SomethingWentWrong error={error} />;
}

function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  useDocumentTitle(t('routeError.title'));
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  function retry() {
    // A chunk the browser failed to import stays failed until the page is loaded afresh.
    if (error instanceof PageLoadError) return window.location.reload();
    // Failed queries start over, and a fresh visit of the same address renders the page again.
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    void navigate(location, { replace: true, state: location.state });
  }

  return (
    <PageShell className="flex flex-col items-center text-center">
      <h1 className="text-3xl font-semibold">{t('routeError.title')}</h1>
      <p className="mt-3 max-w-md text-muted">{t('routeError.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>{t('routeError.retry')}</Button>
        <Button asChild variant="outline">
          <Link to={localize('/')}>{t('routeError.returnHome')}</Link>
        </Button>
      </div>
    </PageShell>
  );
}
