import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { adminArticleEditPath } from '@lexbridge/shared/routes';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { useFirm } from '../../site';
import { useAdminArticle } from '../api/get-admin-article';
import { useCreateArticle } from '../api/create-article';
import { useUpdateArticle } from '../api/update-article';
import { ArticleForm } from './ArticleForm';
import { ArticlePdfPanel } from './ArticlePdfPanel';
import { ArticleRowActions } from './ArticleRowActions';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { toFormValues } from './article-form-values';

function BackLink() {
  const { t } = useTranslation('content');
  return (
    <Link to="/admin/articles" className="text-sm font-medium text-navy-700 underline">
      {t('admin.editor.backToArticles')}
    </Link>
  );
}

/** /admin/articles/new: a new draft; saving leads on to its edit page (publish, PDF). */
export function AdminNewArticlePage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('admin.editor.newTitle'));
  const create = useCreateArticle();
  const navigate = useNavigate();
  // A new article is signed by the administrator writing it, under the name they chose; by the
  // firm while they have chosen none (their account's name is their e-mail's local part).
  const { user } = useAuth();
  const firm = useFirm();
  const author = user?.nameChosen ? user.name : firm.name;

  return (
    <PageShell className="max-w-6xl">
      <BackLink />
      <h1 className="mt-4 mb-8 text-3xl font-semibold">{t('admin.editor.newTitle')}</h1>
      <ArticleForm
        defaultValues={toFormValues(undefined, author)}
        autoSlug
        submitLabel={t('admin.editor.saveDraft')}
        onSubmit={async (input) => {
          const article = await create.mutateAsync(input);
          toast.success(t('admin.editor.savedDraft'));
          if (article) navigate(adminArticleEditPath(article.id), { replace: true });
        }}
      />
    </PageShell>
  );
}

/** /admin/articles/:id/edit */
export function AdminEditArticlePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  useDocumentTitle(t('admin.editor.editTitle'));
  const { data: article, isPending, isError, error } = useAdminArticle(id);
  const update = useUpdateArticle(id);
  // An unknown id: the route's error page shows the Not-found page.
  if (error instanceof ApiError && error.status === 404) throw error;

  return (
    <PageShell className="max-w-6xl">
      <BackLink />
      <h1 className="mt-4 text-3xl font-semibold">{t('admin.editor.editTitle')}</h1>
      {isPending && (
        <p className="mt-8 text-muted" role="status">
          {t('admin.editor.loading')}
        </p>
      )}
      {isError && (
        <Alert tone="error" className="mt-8">
          {errorMessage(error)}
        </Alert>
      )}
      {article && (
        <>
          <div className="mt-4 mb-8 flex flex-wrap items-center gap-3">
            <ArticleStatusBadge published={article.published} />
            <ArticleRowActions article={article} inEditor />
          </div>
          <ArticleForm
            key={article.id}
            defaultValues={toFormValues(article)}
            autoSlug={false}
            submitLabel={t('admin.editor.saveChanges')}
            onSubmit={async (input) => {
              await update.mutateAsync(input);
              toast.success(t('admin.editor.saved'));
            }}
          />
          <div className="mt-8">
            <ArticlePdfPanel article={article} />
          </div>
        </>
      )}
    </PageShell>
  );
}
