import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ARTICLE_PDF_MAX_BYTES, type AdminArticle } from '@lexbridge/shared/schemas/articles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLocale } from '../../../lib/i18n/use-language';
import { useDeleteArticlePdf } from '../api/delete-article-pdf';
import { useUpdateArticlePdf } from '../api/update-article-pdf';

/** Attach, replace or remove the publication PDF shown under 'Legal Publications'. */
export function ArticlePdfPanel({ article }: { article: AdminArticle }) {
  const { t } = useTranslation('content');
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const upload = useUpdateArticlePdf(article.id);
  const remove = useDeleteArticlePdf(article.id);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Megabytes with one decimal, written as the language writes numbers (1.5 MB, 1,5 MB).
  const sizeLabel = (bytes: number) =>
    t('admin.pdf.size', {
      size: new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(bytes / 1024 / 1024),
    });

  const onUpload = () => {
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) return setError(t('admin.pdf.chooseFirst'));
    // The server checks again (by content); this only saves a pointless 10 MB upload.
    if (file.size > ARTICLE_PDF_MAX_BYTES) return setError(t('admin.pdf.tooLarge'));
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(t('admin.pdf.uploaded'));
        if (input.current) input.current.value = '';
      },
      onError: (cause) => setError(errorMessage(cause)),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('admin.pdf.removed')),
      onError: (cause) => setError(errorMessage(cause)),
    });

  return (
    <section aria-labelledby="pdf-title" className="rounded-lg border border-border bg-white p-6">
      <h2 id="pdf-title" className="text-xl font-semibold">
        {t('admin.pdf.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('admin.pdf.intro')}</p>
      {article.pdf ? (
        <p className="mt-4 text-sm">
          <Trans
            t={t}
            i18nKey="admin.pdf.attached"
            values={{ fileName: article.pdf.fileName, size: sizeLabel(article.pdf.sizeBytes) }}
            components={{ name: <span className="font-medium" /> }}
          />
        </p>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('admin.pdf.none')}</p>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-4 space-y-1.5">
        <Label htmlFor="article-pdf">
          {article.pdf ? t('admin.pdf.replace') : t('admin.pdf.file')}
        </Label>
        <input
          id="article-pdf"
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          className="block w-full text-sm"
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="sm" onClick={onUpload} disabled={upload.isPending}>
          {upload.isPending ? t('admin.pdf.uploading') : t('admin.pdf.upload')}
        </Button>
        {article.pdf && (
          <Button size="sm" variant="outline" onClick={onRemove} disabled={remove.isPending}>
            {t('admin.pdf.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
