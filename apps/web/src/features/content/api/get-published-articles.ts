import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LATEST_NEWS_LIMIT, type ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';

export type PublishedArticlesQuery = { page: number; pageSize: number; withPdf?: boolean };

/** Root of every public article query; invalidate it after an admin changes an article. */
export const articlesQueryRoot = ['articles'] as const;

export const publishedArticlesQueryKey = (query: PublishedArticlesQuery) =>
  [...articlesQueryRoot, 'list', query] as const;

/** Home page 'Latest News': the six newest published articles. */
export const latestNewsQuery: PublishedArticlesQuery = { page: 1, pageSize: LATEST_NEWS_LIMIT };
/** Home page 'Legal Publications': the three newest published articles with a PDF. */
export const latestPublicationsQuery: PublishedArticlesQuery = {
  page: 1,
  pageSize: 3,
  withPdf: true,
};

export function fetchPublishedArticles(query: PublishedArticlesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.withPdf) params.set('withPdf', 'true');
  return apiRequest<ArticleListResponse>(`/api/articles?${params}`, { signal });
}

export function usePublishedArticles(query: PublishedArticlesQuery) {
  return useQuery({
    queryKey: publishedArticlesQueryKey(query),
    queryFn: ({ signal }) => fetchPublishedArticles(query, signal),
    placeholderData: keepPreviousData,
  });
}
