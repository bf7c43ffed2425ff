import type { ReactNode } from 'react';
import type { ArticleSummary } from '@lexbridge/shared/schemas/articles';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { articleLanguage } from './ArticleLanguage';

/**
 * News cards, one to three across; while `skeletons` is a count, that many placeholders instead.
 * `busy` tells screen readers the cards are still loading.
 */
export function ArticleGrid({
  busy,
  skeletons,
  children,
}: {
  busy: boolean;
  skeletons: number | false;
  children: ReactNode;
}) {
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
      {skeletons
        ? Array.from({ length: skeletons }, (_, n) => <ArticleCardSkeleton key={n} />)
        : children}
    </div>
  );
}

/** Published articles as cards, each linking to its page and marked when in another language. */
export function PublishedArticleCards({
  articles,
  headingLevel,
}: {
  articles: ArticleSummary[] | undefined;
  headingLevel?: 'h2' | 'h3';
}) {
  return articles?.map((article) => (
    <ArticleCard
      key={article.id}
      title={article.title}
      summary={article.summary}
      category={article.category}
      date={article.publishedAt}
      slug={article.slug}
      language={articleLanguage(article)}
      headingLevel={headingLevel}
    />
  ));
}
