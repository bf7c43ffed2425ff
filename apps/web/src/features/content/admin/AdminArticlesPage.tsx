import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/list/ListPager';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFormat } from '../../../lib/i18n/use-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminArticles } from '../api/get-admin-articles';
import { ArticleRowActions } from './ArticleRowActions';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { BackLink } from '../../../components/ui/back-link';
import { useCategoryLabel } from '../components/use-category-label';

/** /admin/articles: every article with its status and actions, a page at a time (?page=N). */
export function AdminArticlesPage() {
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const { firmDate } = useFormat();
  const categoryLabel = useCategoryLabel();
  useDocumentTitle(t('admin.list.title'));
  const { page, update } = useListParams([]);
  const { data, isPending, isError, error } = useAdminArticles(page);

  return (
    <PageShell>
      <BackLink to="/admin">{t('admin.list.backToDashboard')}</BackLink>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">{t('admin.list.title')}</h1>
        <Link to="/admin/articles/new" className={buttonClasses('primary')}>
          {t('admin.list.newArticle')}
        </Link>
      </div>

      {isPending && (
        <p className="mt-8 text-muted" role="status">
          {t('admin.list.loading')}
        </p>
      )}
      {isError && (
        <Alert tone="error" className="mt-8">
          {errorMessage(error)}
        </Alert>
      )}
      {data && data.articles.length === 0 && (
        <p className="mt-8 text-muted">{t('admin.list.empty')}</p>
      )}
      {data && data.articles.length > 0 && (
        <ul className="mt-8 divide-y divide-border rounded-lg border border-border bg-white">
          {data.articles.map((article) => (
            <li
              key={article.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{article.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <ArticleStatusBadge published={article.published} />
                  <span>{categoryLabel(article.category)}</span>
                  {article.publishedAt && <span>{firmDate(article.publishedAt)}</span>}
                  {article.pdf && (
                    <span className="inline-flex items-center gap-1">
                      <FileText aria-hidden="true" className="size-4" />{' '}
                      {t('admin.list.pdfAttached')}
                    </span>
                  )}
                </p>
              </div>
              <ArticleRowActions article={article} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <ListPager
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          label={t('admin.list.pages')}
          onPage={(next) => update({ page: String(next) })}
        />
      )}
    </PageShell>
  );
}
