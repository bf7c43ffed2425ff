import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { inLanguage, type PublishedArticlesQuery } from '@lexbridge/shared/articles/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/use-language';
import { articleKeys } from './keys';

export function getPublishedArticles(query: PublishedArticlesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.withPdf) params.set('withPdf', 'true');
  if (query.lang) params.set('lang', query.lang);
  return apiRequest<ArticleListResponse>(`/api/articles?${params}`, { signal });
}

export const getPublishedArticlesQueryOptions = (query: PublishedArticlesQuery) =>
  queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: ({ signal }) => getPublishedArticles(query, signal),
    placeholderData: keepPreviousData,
  });

/** A list of published articles as the page's language asks it (its own articles first). */
export function usePublishedArticles(query: PublishedArticlesQuery) {
  const language = useLanguage();
  return useQuery(getPublishedArticlesQueryOptions(inLanguage(query, language)));
}
