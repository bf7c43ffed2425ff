import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** One article as the editor sees it, published or not. */
export const getAdminArticle = (id: string) =>
  apiRequest<AdminArticle>(`/api/admin/articles/${id}`);

export const getAdminArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: articleKeys.adminDetail(id), queryFn: () => getAdminArticle(id) });

export function useAdminArticle(id: string) {
  return useQuery(getAdminArticleQueryOptions(id));
}
