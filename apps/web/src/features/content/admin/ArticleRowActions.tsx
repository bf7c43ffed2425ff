import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { adminArticleEditPath, articlePath } from '@lexbridge/shared/routes';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteArticle } from '../api/delete-article';
import { useUpdateArticlePublished } from '../api/update-article-published';

/** Edit, publish/unpublish, view and delete (with confirmation) for one article. */
export function ArticleRowActions({
  article,
  inEditor = false,
}: {
  article: AdminArticle;
  /** On the article's own edit page: no Edit link, and deleting returns to the list. */
  inEditor?: boolean;
}) {
  const navigate = useNavigate();
  const setPublished = useUpdateArticlePublished();
  const remove = useDeleteArticle();
  const label = (action: string) => `${action}: ${article.title}`;

  const togglePublished = () =>
    setPublished.mutate(
      { id: article.id, published: !article.published },
      {
        onSuccess: () =>
          toast.success(article.published ? 'Article unpublished.' : 'Article published.'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const confirmDelete = () =>
    remove.mutate(article.id, {
      onSuccess: () => {
        toast.success('Article deleted.');
        if (inEditor) navigate('/admin/articles', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {!inEditor && (
        <Link
          to={adminArticleEditPath(article.id)}
          aria-label={label('Edit')}
          className={buttonClasses('outline', 'sm')}
        >
          Edit
        </Link>
      )}
      <Button
        size="sm"
        variant={article.published ? 'outline' : 'primary'}
        aria-label={label(article.published ? 'Unpublish' : 'Publish')}
        disabled={setPublished.isPending}
        onClick={togglePublished}
      >
        {article.published ? 'Unpublish' : 'Publish'}
      </Button>
      {article.published && (
        <Link
          to={articlePath(article.slug)}
          aria-label={label('View')}
          className={buttonClasses('ghost', 'sm')}
        >
          View
        </Link>
      )}
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            variant="ghost"
            aria-label={label('Delete')}
            disabled={remove.isPending}
          >
            Delete
          </Button>
        }
        title="Delete this article?"
        description={`"${article.title}" and its PDF will be removed for good. This cannot be undone.`}
        confirmLabel="Delete Article"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
