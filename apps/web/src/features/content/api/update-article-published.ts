import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { apiRequest } from '../../../lib/api-client';
import { useArticleMutation } from './use-article-mutation';

type Variables = { id: string; published: boolean };

/** Publishes or unpublishes an article. */
export const updateArticlePublished = ({ id, published }: Variables) =>
  apiRequest<AdminArticle>(`/api/admin/articles/${id}/${published ? 'publish' : 'unpublish'}`, {
    method: 'POST',
  });

export const useUpdateArticlePublished = () => useArticleMutation(updateArticlePublished);
