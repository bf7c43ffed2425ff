import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArticle,
  AdminArticleListResponse,
  ArticleInput,
} from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { articlesQueryRoot } from '@lexbridge/shared/articles/query-keys';

// Admin article operations. Every change refreshes the admin lists and the public news queries.

export const adminArticlesQueryKey = ['admin', 'articles'] as const;
export const adminArticleQueryKey = (id: string) => [...adminArticlesQueryKey, id] as const;

export const fetchAdminArticles = () => apiRequest<AdminArticleListResponse>('/api/admin/articles');
export const fetchAdminArticle = (id: string) =>
  apiRequest<AdminArticle>(`/api/admin/articles/${id}`);

export function useAdminArticles() {
  return useQuery({ queryKey: adminArticlesQueryKey, queryFn: fetchAdminArticles });
}

export function useAdminArticle(id: string) {
  return useQuery({ queryKey: adminArticleQueryKey(id), queryFn: () => fetchAdminArticle(id) });
}

function useArticleMutation<TVariables>(
  run: (variables: TVariables) => Promise<AdminArticle | void>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminArticlesQueryKey }),
        client.invalidateQueries({ queryKey: articlesQueryRoot }),
      ]);
    },
  });
}

export const useCreateArticle = () =>
  useArticleMutation((input: ArticleInput) =>
    apiRequest<AdminArticle>('/api/admin/articles', { method: 'POST', body: input }),
  );

export const useUpdateArticle = (id: string) =>
  useArticleMutation((input: ArticleInput) =>
    apiRequest<AdminArticle>(`/api/admin/articles/${id}`, { method: 'PUT', body: input }),
  );

export const useSetArticlePublished = () =>
  useArticleMutation(({ id, published }: { id: string; published: boolean }) =>
    apiRequest<AdminArticle>(`/api/admin/articles/${id}/${published ? 'publish' : 'unpublish'}`, {
      method: 'POST',
    }),
  );

export const useDeleteArticle = () =>
  useArticleMutation((id: string) =>
    apiRequest<void>(`/api/admin/articles/${id}`, { method: 'DELETE' }),
  );

export const useUploadArticlePdf = (id: string) =>
  useArticleMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<AdminArticle>(`/api/admin/articles/${id}/pdf`, { method: 'PUT', body: form });
  });

export const useRemoveArticlePdf = (id: string) =>
  useArticleMutation(() =>
    apiRequest<AdminArticle>(`/api/admin/articles/${id}/pdf`, { method: 'DELETE' }),
  );
