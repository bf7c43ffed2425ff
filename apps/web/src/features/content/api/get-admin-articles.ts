import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** Every article, drafts included, for the admin list. */
export const getAdminArticles = () => apiRequest<AdminArticleListResponse>('/api/admin/articles');

export const getAdminArticlesQueryOptions = () =>
  queryOptions({ queryKey: articleKeys.adminList(), queryFn: getAdminArticles });

export function useAdminArticles() {
  return useQuery(getAdminArticlesQueryOptions());
}
