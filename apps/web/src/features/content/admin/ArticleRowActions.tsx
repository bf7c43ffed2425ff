import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { AdminArticle } from '@lexbridge/shared/schemas/articles';
import { adminArticleEditPath, articlePath } from '@lexbridge/shared/routes';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useErrorMessage } from '../../../lib/use-error-message';
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
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const setPublished = useUpdateArticlePublished();
  const remove = useDeleteArticle();
  const label = (action: string) => t('admin.actions.label', { action, title: article.title });
  const publishAction = article.published
    ? t('admin.actions.unpublish')
    : t('admin.actions.publish');

  const togglePublished = () =>
    setPublished.mutate(
      { id: article.id, published: !article.published },
      {
        onSuccess: () =>
          toast.success(
            article.published ? t('admin.actions.unpublished') : t('admin.actions.published'),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const confirmDelete = () =>
    remove.mutate(article.id, {
      onSuccess: () => {
        toast.success(t('admin.actions.deleted'));
        if (inEditor) navigate('/admin/articles', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {!inEditor && (
        <Link
          to={adminArticleEditPath(article.id)}
          aria-label={label(t('admin.actions.edit'))}
          className={buttonClasses('outline', 'sm')}
        >
          {t('admin.actions.edit')}
        </Link>
      )}
      <Button
        size="sm"
        variant={article.published ? 'outline' : 'primary'}
        aria-label={label(publishAction)}
        disabled={setPublished.isPending}
        onClick={togglePublished}
      >
        {publishAction}
      </Button>
      {article.published && (
        <Link
          to={articlePath(article.slug)}
          aria-label={label(t('admin.actions.view'))}
          className={buttonClasses('ghost', 'sm')}
        >
          {t('admin.actions.view')}
        </Link>
      )}
      <ConfirmDialog
        trigger={
          <Button
            size="sm"
            variant="ghost"
            aria-label={label(t('admin.actions.delete'))}
            disabled={remove.isPending}
          >
            {t('admin.actions.delete')}
          </Button>
        }
        title={t('admin.actions.confirmTitle')}
        description={t('admin.actions.confirmText', { title: article.title })}
        confirmLabel={t('admin.actions.confirmButton')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
