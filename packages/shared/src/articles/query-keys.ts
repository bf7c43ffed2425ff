// Query-cache keys of the public article reads. The browser's hooks and the server's page
// rendering (which seeds the cache) both build them here, so a server-rendered page hydrates
// with exactly the entries its components look up.

import { defaultLanguage, type Language } from '../i18n/languages';

export type PublishedArticlesQuery = {
  page: number;
  pageSize: number;
  withPdf?: boolean;
  /** The page's language when it is not the default: its articles are listed first (`?lang=`). */
  lang?: Language;
};

/**
 * A list query as a page in `language` asks it. Pages in the default language list articles newest
 * first whatever their language (no `lang`, so their cache keys stay as they were); pages in another
 * language ask for their own articles first, and the language is part of the cache key.
 */
export function inLanguage(
  query: PublishedArticlesQuery,
  language: Language,
): PublishedArticlesQuery {
  return language === defaultLanguage ? query : { ...query, lang: language };
}

/** Root of every public article query; invalidate it after an admin changes an article. */
export const articlesQueryRoot = ['articles'] as const;

export const publishedArticlesQueryKey = (query: PublishedArticlesQuery) =>
  [...articlesQueryRoot, 'list', query] as const;

export const articleQueryKey = (slug: string) => [...articlesQueryRoot, 'detail', slug] as const;

/** How many articles the home page's 'Latest News' shows (and the list endpoint's default page size). */
export const LATEST_NEWS_LIMIT = 6;

/** Home page 'Latest News': the six newest published articles. */
export const latestNewsQuery: PublishedArticlesQuery = { page: 1, pageSize: LATEST_NEWS_LIMIT };
/** Home page 'Legal Publications': the three newest published articles with a PDF. */
export const latestPublicationsQuery: PublishedArticlesQuery = {
  page: 1,
  pageSize: 3,
  withPdf: true,
};

/**
 * The page number of /news?page=N: 1 when `page` is missing, null (a page that does not exist)
 * when it is not a positive whole number written in digits.
 */
export function newsPageFrom(value: string | null): number | null {
  if (value === null || value === '') return 1;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
