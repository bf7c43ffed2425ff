import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

export const deleteArticlePdf = (id: string) =>
  apiRequest<AdminArticle>(`/api/admin/articles/${id}/pdf`, { method: 'DELETE' });

export const useDeleteArticlePdf = (id: string) => useArticleMutation(() => deleteArticlePdf(id));
