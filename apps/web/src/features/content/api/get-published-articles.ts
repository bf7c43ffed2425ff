import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import type { PublishedArticlesQuery } from '@lexbridge/shared/articles/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { articleKeys } from './keys';

export function getPublishedArticles(query: PublishedArticlesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.withPdf) params.set('withPdf', 'true');
  return apiRequest<ArticleListResponse>(`/api/articles?${params}`, { signal });
}

export const getPublishedArticlesQueryOptions = (query: PublishedArticlesQuery) =>
  queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: ({ signal }) => getPublishedArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePublishedArticles(query: PublishedArticlesQuery) {
  return useQuery(getPublishedArticlesQueryOptions(query));
}
