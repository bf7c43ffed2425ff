import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticleListResponse } from '@lexbridge/shared/schemas/articles';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import { apiRequest } from '../../../lib/api-client';
import { articleKeys } from './keys';

/** A page of every article, drafts included, newest first, for the admin list. */
export const getAdminArticles = (page: number) =>
  apiRequest<AdminArticleListResponse>(
    `/api/admin/articles?page=${page}&pageSize=${PAGE_SIZE_DEFAULT}`,
  );

export const getAdminArticlesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...articleKeys.adminList(), page],
    queryFn: () => getAdminArticles(page),
    placeholderData: keepPreviousData,
  });

export function useAdminArticles(page: number) {
  return useQuery(getAdminArticlesQueryOptions(page));
}
