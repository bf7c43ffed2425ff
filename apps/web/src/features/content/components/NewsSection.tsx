import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fallbackArticles } from '@lexbridge/shared/firm/news';
import { latestNewsQuery } from '@lexbridge/shared/articles/query-keys';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { usePublishedArticles } from '../api/get-published-articles';
import { ArticleCard } from './ArticleCard';
import { ArticleGrid, PublishedArticleCards } from './ArticleGrid';
import { LegalPublications } from './LegalPublications';

const SKELETON_CARDS = 4;

/** Home page news (id="news"): latest articles, legal publications and the way to all news. */
export function NewsSection() {
  const { t } = useTranslation('content');
  const localize = useLocalizedPath();
  const { data, isPending, isError } = usePublishedArticles(latestNewsQuery);
  // The firm's static articles stand in when nothing is published (or the list cannot load).
  const showFallback = isError || (data !== undefined && data.articles.length === 0);

  return (
    <section id="news" aria-labelledby="news-title" className="bg-paper py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="news-title" className="text-3xl font-semibold sm:text-4xl">
          {t('section.title')}
        </h2>
        <ArticleGrid busy={isPending} skeletons={isPending && !isError && SKELETON_CARDS}>
          {showFallback ? (
            fallbackArticles.map((item) => (
              <ArticleCard
                key={item.id}
                title={t(`fallback.${item.id}.title`)}
                summary={t(`fallback.${item.id}.summary`)}
                category={item.category}
                date={item.date}
              />
            ))
          ) : (
            <PublishedArticleCards articles={data?.articles} />
          )}
        </ArticleGrid>
        {isPending && (
          <p className="sr-only" role="status">
            {t('section.loading')}
          </p>
        )}

        <div className="mt-16">
          <LegalPublications />
        </div>

        <div className="mt-12 flex justify-center">
          <Link
            to={localize('/news')}
            className="inline-flex min-h-12 items-center justify-center rounded-md border border-navy-900 bg-navy-900 px-6 py-3 text-center font-medium text-white hover:bg-navy-800"
          >
            {t('section.viewAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
