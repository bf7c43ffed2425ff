import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

/** Uploads the article's downloadable PDF, replacing any earlier one. */
export function updateArticlePdf(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<AdminArticle>(`/api/admin/articles/${id}/pdf`, { method: 'PUT', body: form });
}

export const useUpdateArticlePdf = (id: string) =>
  useArticleMutation((file: File) => updateArticlePdf(id, file));
