import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@lexbridge/shared/schemas/articles';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** A published article; rejects with ApiError status 404 for unknown or unpublished slugs. */
export function getArticle(slug: string, signal?: AbortSignal) {
  return apiRequest<ArticleDetail>(`/api/articles/${encodeURIComponent(slug)}`, { signal });
}

export const getArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: ({ signal }) => getArticle(slug, signal),
    // A 404 is an answer, not a hiccup: go to the Not-found page without retrying.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useArticle(slug: string) {
  return useQuery(getArticleQueryOptions(slug));
}
