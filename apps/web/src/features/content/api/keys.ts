import {
  articleQueryKey,
  articlesQueryRoot,
  publishedArticlesQueryKey,
} from '@lexbridge/shared/articles/query-keys';

/**
 * Query keys of every article read. The public ones come from the shared module because the
 * server builds the same keys when it fills the cache of a server-rendered page. Admin reads live
 * under the same root, so invalidating `all` after a change refreshes public and admin views alike.
 */
export const articleKeys = {
  all: articlesQueryRoot,
  list: publishedArticlesQueryKey,
  detail: articleQueryKey,
  adminAll: [...articlesQueryRoot, 'admin'] as const,
  adminList: () => [...articleKeys.adminAll, 'list'] as const,
  adminDetail: (id: string) => [...articleKeys.adminAll, 'detail', id] as const,
};
