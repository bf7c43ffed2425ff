import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE } from '@lexbridge/shared/schemas/articles';
import { newsPageFrom } from '@lexbridge/shared/articles/query-keys';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublishedArticles } from '../api/get-published-articles';
import { ArticleGrid, PublishedArticleCards } from '../components/ArticleGrid';

/**
 * /news: every published article, newest first, a page at a time (?page=N). In Greek (/el/news)
 * the Greek articles come first, then the English ones, marked as English. A page that does not
 * exist (?page=0, ?page=x, past the last) is the Not-found page, as the server answers it.
 */
export function NewsPage() {
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const page = newsPageFrom(params.get('page'));
  if (page === null) return <Navigate to={localize('/404')} replace />;
  return <NewsPageContent page={page} />;
}

function NewsPageContent({ page }: { page: number }) {
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const localize = useLocalizedPath();
  useDocumentTitle(t('news.title'));
  const { data, isPending, isError, error } = usePublishedArticles({
    page,
    pageSize: NEWS_PAGE_SIZE,
  });
  if (error instanceof ApiError && error.status === 404) {
    return <Navigate to={localize('/404')} replace />;
  }
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageShell className="max-w-6xl">
      <Link to={localize('/#news')} className="text-sm font-medium text-navy-700 underline">
        {t('news.backToHome')}
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">{t('news.title')}</h1>
      <p className="mt-3 max-w-2xl text-muted">{t('news.intro')}</p>

      {isError && (
        <Alert tone="error" className="mt-8">
          {errorMessage(error)}
        </Alert>
      )}
      {data && data.articles.length === 0 && <p className="mt-8 text-muted">{t('news.empty')}</p>}
      <ArticleGrid busy={isPending} skeletons={isPending && 6}>
        <PublishedArticleCards articles={data?.articles} headingLevel="h2" />
      </ArticleGrid>

      {pageCount > 1 && (
        <nav
          aria-label={t('news.pages')}
          className="mt-10 flex flex-wrap items-center justify-between gap-4"
        >
          {page > 1 ? (
            <Link to={localize(`/news?page=${page - 1}`)} className={buttonClasses('outline')}>
              {t('news.previous')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">{t('news.pageOf', { page, total: pageCount })}</p>
          {page < pageCount ? (
            <Link to={localize(`/news?page=${page + 1}`)} className={buttonClasses('outline')}>
              {t('news.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </PageShell>
  );
}
