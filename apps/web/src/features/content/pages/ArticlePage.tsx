import { Link, Navigate, useParams } from 'react-router';
import { PageShell } from '../../../components/layout/PageShell';
import { buttonClasses } from '../../../components/ui/button-styles';
import { formatFirmDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/get-article';
import { CategoryBadge } from '../components/CategoryBadge';
import { MarkupContent } from '../components/MarkupContent';
import { BackLink } from '../../../components/ui/back-link';

/**
 * /articles/:slug. An unknown, unpublished or failing article sends the reader to /404, so a shared
 * or bookmarked link to a withdrawn article lands on an honest Not-found address.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article, isError } = useArticle(slug);
  useDocumentTitle(article?.title ?? 'News');

  if (isError) return <Navigate to="/404" replace />;

  return (
    <PageShell className="max-w-3xl">
      <BackLink to="/#news">Back to News</BackLink>
      {article ? (
        <article className="mt-6">
          <header>
            <CategoryBadge category={article.category} />
            <h1 className="mt-4 text-4xl leading-tight font-semibold">{article.title}</h1>
            <p className="mt-4 text-lg text-muted">{article.summary}</p>
            <p className="mt-4 text-sm text-muted">
              <time dateTime={article.publishedAt}>{formatFirmDate(article.publishedAt)}</time>
              <span aria-hidden="true"> · </span>
              <span>By {article.authorName}</span>
            </p>
            {article.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded bg-paper-muted px-2 py-0.5 text-xs text-navy-900"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </header>
          <MarkupContent source={article.content} className="mt-8 max-w-prose text-navy-900" />
          <div className="mt-12 rounded-lg border border-border bg-white p-6">
            <h2 className="text-xl font-semibold">Need advice on this topic?</h2>
            <p className="mt-2 text-muted">Tell us about your situation and a lawyer will reply.</p>
            <Link to="/#contact" className={buttonClasses('primary', 'md', 'mt-4')}>
              Contact Us
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
  return (
    <div className="mt-6 animate-pulse" aria-busy="true" data-testid="article-skeleton">
      <p className="sr-only" role="status">
        Loading the article…
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
