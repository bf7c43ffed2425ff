import {
  articleQueryKey,
  inLanguage,
  latestNewsQuery,
  latestPublicationsQuery,
  newsPageFrom,
  publishedArticlesQueryKey,
} from '@lexbridge/shared/articles/query-keys';
import { NEWS_PAGE_SIZE } from '@lexbridge/shared/schemas/articles';
import { findPublishedArticleBySlug, listPublishedArticles } from '../content';
import { singleLanguageAlternates } from '../../platform/i18n/alternates';
import { articleJsonLd } from './json-ld';
import { notFoundPageData } from './not-found-page';
import type { PageContext, PageResolver, PrefetchedQuery } from './page-data';

const ARTICLE_PATH = /^\/articles\/([^/]+)$/;

/** The home page's Latest News and Legal Publications, so they are in its HTML. */
export async function homeNews({ db, language }: PageContext): Promise<PrefetchedQuery[]> {
  const queries = [latestNewsQuery, latestPublicationsQuery].map((query) =>
    inLanguage(query, language),
  );
  return Promise.all(
    queries.map(async (query) => ({
      queryKey: publishedArticlesQueryKey(query),
      data: await listPublishedArticles(db, query),
    })),
  );
}

/**
 * The /news page the URL asks for (?page=N), the page's language first; null when there is no
 * such page (not a positive whole number, or past the last page).
 */
export async function newsPage(
  { db, language }: PageContext,
  url: URL,
): Promise<PrefetchedQuery[] | null> {
  const page = newsPageFrom(url.searchParams.get('page'));
  if (page === null) return null;
  const query = inLanguage({ page, pageSize: NEWS_PAGE_SIZE }, language);
  const data = await listPublishedArticles(db, query);
  return data ? [{ queryKey: publishedArticlesQueryKey(query), data }] : null;
}

/** /articles/{slug}: the article with its own head and JSON-LD, or an honest 404. */
export const articlePage: PageResolver = async ({ db, publicUrl, t, site }, url, path) => {
  const match = ARTICLE_PATH.exec(path);
  if (!match) return null;
  const slug = decodeURIComponent(match[1]!);
  const article = await findPublishedArticleBySlug(db, slug);
  if (!article) return notFoundPageData(t, `${publicUrl}${url.pathname}`);
  // The article exists in the language it is written in: under the other language's prefix it
  // is the same page, whose canonical URL and only hreflang name the article's own language.
  const alternates = singleLanguageAlternates(publicUrl, path, article.language);
  const canonicalUrl = alternates['x-default']!;
  return {
    status: 200,
    head: {
      meta: {
        title: t('pages:titleWithFirm', { title: article.title, firm: site.identity.name.text }),
        description: article.summary,
      },
      canonicalUrl,
      alternates,
      ogType: 'article',
      jsonLd: [articleJsonLd(article, canonicalUrl, site.identity.name.text)],
    },
    prefetched: [{ queryKey: articleQueryKey(slug), data: article }],
    render: true,
  };
};
