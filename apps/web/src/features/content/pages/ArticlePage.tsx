import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/get-article';
import { articleLanguage, LanguageBadge, useForeignLanguage } from '../components/ArticleLanguage';
import { CategoryBadge } from '../components/CategoryBadge';
import { MarkupContent } from '../../../components/markup/MarkupContent';
import { BackLink } from '../../../components/ui/back-link';

/**
 * /articles/:slug. An unknown, unpublished or failing article sends the reader to /404, so a shared
 * or bookmarked link to a withdrawn article lands on an honest Not-found address. An article in
 * another language than the page's states its language on its own text (title, summary, body).
 */
export function ArticlePage() {
  const { t } = useTranslation('content');
  const localize = useLocalizedPath();
  const { firmDate } = useFormat();
  const { slug = '' } = useParams();
  const { data: article, isError } = useArticle(slug);
  const language = article ? articleLanguage(article) : undefined;
  const foreign = useForeignLanguage(language);
  useDocumentTitle(article?.title ?? t('article.documentTitle'));

  if (isError) return <Navigate to={localize('/404')} replace />;

  return (
    <PageShell className="max-w-3xl">
      <BackLink to={localize('/#news')}>{t('article.backToNews')}</BackLink>
      {article ? (
        <article className="mt-6">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={article.category} />
              <LanguageBadge language={language} />
            </div>
            <div lang={foreign}>
              <h1 className="mt-4 text-4xl leading-tight font-semibold">{article.title}</h1>
              <p className="mt-4 text-lg text-muted">{article.summary}</p>
            </div>
            <p className="mt-4 text-sm text-muted">
              <time dateTime={article.publishedAt}>{firmDate(article.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              <span>{t('article.by', { author: article.authorName })}</span>
            </p>
            {article.tags.length > 0 && (
              <ul aria-label={t('article.tags')} className="mt-4 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li
                    key={tag}
                    lang={foreign}
                    className="rounded bg-paper-muted px-2 py-0.5 text-xs text-navy-900"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </header>
          <div lang={foreign}>
            <MarkupContent source={article.content} className="mt-8 max-w-prose text-navy-900" />
          </div>
          <div className="mt-12 rounded-lg border border-border bg-white p-6">
            <h2 className="text-xl font-semibold">{t('article.ctaTitle')}</h2>
            <p className="mt-2 text-muted">{t('article.ctaText')}</p>
            <Link to={localize('/#contact')} className={buttonClasses('primary', 'md', 'mt-4')}>
              {t('article.ctaButton')}
            </Link>
          </div>
        </article>
      ) : (
        <ArticleSkeleton />
      )}
    </PageShell>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div className="mt-6 animate-pulse" aria-busy="true" data-testid="article-skeleton">
      <p className="sr-only" role="status">
        {t('article.loading')}
      </p>
      <div aria-hidden="true">
        <div className="h-5 w-28 rounded-full bg-paper-muted" />
        <div className="mt-4 h-10 w-4/5 rounded bg-paper-muted" />
        <div className="mt-4 h-5 w-full rounded bg-paper-muted" />
        <div className="mt-2 h-5 w-2/3 rounded bg-paper-muted" />
        <div className="mt-10 space-y-3">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="h-4 w-full rounded bg-paper-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
