import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

export const deleteArticle = (id: string) =>
  apiRequest<void>(`/api/admin/articles/${id}`, { method: 'DELETE' });

export const useDeleteArticle = () => useArticleMutation(deleteArticle);
