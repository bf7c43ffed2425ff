import { firm } from '@lexbridge/shared/firm/firm';
import {
  articleQueryKey,
  latestNewsQuery,
  latestPublicationsQuery,
  newsPageFrom,
  publishedArticlesQueryKey,
} from '@lexbridge/shared/articles/query-keys';
import { NEWS_PAGE_SIZE } from '@lexbridge/shared/schemas/articles';
import { findPublishedArticleBySlug, listPublishedArticles } from '../content/articles-service';
import { articleJsonLd } from './json-ld';
import type { PageContext, PageResolver, PrefetchedQuery } from './page-data';

const ARTICLE_PATH = /^\/articles\/([^/]+)$/;

/** The home page's Latest News and Legal Publications, so they are in its HTML. */
export async function homeNews({ db }: PageContext): Promise<PrefetchedQuery[]> {
  const [news, publications] = await Promise.all([
    listPublishedArticles(db, latestNewsQuery),
    listPublishedArticles(db, latestPublicationsQuery),
  ]);
  return [
    { queryKey: publishedArticlesQueryKey(latestNewsQuery), data: news },
    { queryKey: publishedArticlesQueryKey(latestPublicationsQuery), data: publications },
  ];
}

/** The /news page the URL asks for (?page=N). */
export async function newsPage({ db }: PageContext, url: URL): Promise<PrefetchedQuery[]> {
  const query = { page: newsPageFrom(url.searchParams.get('page')), pageSize: NEWS_PAGE_SIZE };
  return [
    {
      queryKey: publishedArticlesQueryKey(query),
      data: await listPublishedArticles(db, query),
    },
  ];
}

/** /articles/{slug}: the article with its own head and JSON-LD, or an honest 404. */
export const articlePage: PageResolver = async ({ db, publicUrl, t }, url, path) => {
  const match = ARTICLE_PATH.exec(path);
  if (!match) return null;
  const slug = decodeURIComponent(match[1]!);
  const article = await findPublishedArticleBySlug(db, slug);
  const canonicalUrl = `${publicUrl}${url.pathname}`;
  if (!article) {
    return {
      status: 404,
      head: {
        meta: {
          title: t('pages:notFound.title'),
          description: t('pages:notFound.description'),
          noindex: true,
        },
        canonicalUrl,
      },
      prefetched: [],
      render: false,
    };
  }
  return {
    status: 200,
    head: {
      meta: { title: `${article.title} | ${firm.name}`, description: article.summary },
      canonicalUrl,
      ogType: 'article',
      jsonLd: [articleJsonLd(article, canonicalUrl)],
    },
    prefetched: [{ queryKey: articleQueryKey(slug), data: article }],
    render: true,
  };
};
