import type { AdminArticle, ArticleInput } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

export const createArticle = (input: ArticleInput) =>
  apiRequest<AdminArticle>('/api/admin/articles', { method: 'POST', body: input });

export const useCreateArticle = () => useArticleMutation(createArticle);
