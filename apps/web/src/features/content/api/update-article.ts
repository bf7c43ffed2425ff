import type { AdminArticle, ArticleInput } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

export const updateArticle = (id: string, input: ArticleInput) =>
  apiRequest<AdminArticle>(`/api/admin/articles/${id}`, { method: 'PUT', body: input });

export const useUpdateArticle = (id: string) =>
  useArticleMutation((input: ArticleInput) => updateArticle(id, input));
