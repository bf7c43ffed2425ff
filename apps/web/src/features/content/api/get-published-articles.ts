import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import {
  publishedArticlesQueryKey,
  type PublishedArticlesQuery,
} from '@lexbridge/shared/articles/query-keys';
import { apiRequest } from '../../../lib/api-client';

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
