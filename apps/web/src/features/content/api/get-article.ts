import { useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@lexbridge/shared/schemas/articles';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { articleQueryKey } from '@lexbridge/shared/articles/query-keys';

/** A published article; rejects with ApiError status 404 for unknown or unpublished slugs. */
export function fetchArticle(slug: string, signal?: AbortSignal) {
  return apiRequest<ArticleDetail>(`/api/articles/${encodeURIComponent(slug)}`, { signal });
}

export function useArticle(slug: string) {
  return useQuery({
    queryKey: articleQueryKey(slug),
    queryFn: ({ signal }) => fetchArticle(slug, signal),
    // A 404 is an answer, not a hiccup: go to the Not-found page without retrying.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
