import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ARTICLE_PDF_MAX_BYTES, type AdminArticle } from '@lexbridge/shared/schemas/articles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteArticlePdf } from '../api/delete-article-pdf';
import { useUpdateArticlePdf } from '../api/update-article-pdf';

const sizeLabel = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Attach, replace or remove the publication PDF shown under 'Legal Publications'. */
export function ArticlePdfPanel({ article }: { article: AdminArticle }) {
  const upload = useUpdateArticlePdf(article.id);
  const remove = useDeleteArticlePdf(article.id);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onUpload = () => {
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) return setError('Choose a PDF file first.');
    // The server checks again (by content); this only saves a pointless 10 MB upload.
    if (file.size > ARTICLE_PDF_MAX_BYTES)
      return setError('The file is larger than 10 MB. Choose a smaller PDF.');
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('PDF attached.');
        if (input.current) input.current.value = '';
      },
      onError: (cause) => setError(errorMessage(cause)),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success('PDF removed.'),
      onError: (cause) => setError(errorMessage(cause)),
    });

  return (
    <section aria-labelledby="pdf-title" className="rounded-lg border border-border bg-white p-6">
      <h2 id="pdf-title" className="text-xl font-semibold">
        Publication PDF
      </h2>
      <p className="mt-1 text-sm text-muted">
        With a PDF attached, a published article is offered under Legal Publications with a Download
        PDF button. PDF only, up to 10 MB.
      </p>
      {article.pdf ? (
        <p className="mt-4 text-sm">
          Attached: <span className="font-medium">{article.pdf.fileName}</span> (
          {sizeLabel(article.pdf.sizeBytes)})
        </p>
      ) : (
        <p className="mt-4 text-sm text-muted">No PDF attached.</p>
      )}
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-4 space-y-1.5">
        <Label htmlFor="article-pdf">{article.pdf ? 'Replace the PDF' : 'PDF file'}</Label>
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
          {upload.isPending ? 'Uploading...' : 'Upload PDF'}
        </Button>
        {article.pdf && (
          <Button size="sm" variant="outline" onClick={onRemove} disabled={remove.isPending}>
            Remove PDF
          </Button>
        )}
      </div>
    </section>
  );
}
