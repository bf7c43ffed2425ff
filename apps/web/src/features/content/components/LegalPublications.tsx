import { Download, FileText } from 'lucide-react';
import { staticPublications } from '@lexbridge/shared/firm/news';
import { buttonClasses } from '../../../components/ui/button-styles';
import { formatFirmDate } from '../../../lib/format';
import { latestPublicationsQuery } from '@lexbridge/shared/articles/query-keys';
import { usePublishedArticles } from '../api/get-published-articles';

type Publication = {
  key: string;
  title: string;
  summary: string;
  date: string;
  pdfUrl: string | null;
};

/**
 * 'Legal Publications': the three newest published articles with a PDF, filled up with the firm's
 * static publications. 'Download PDF' appears only where there is a file.
 */
export function LegalPublications() {
  const { data, isPending } = usePublishedArticles(latestPublicationsQuery);
  const withFiles: Publication[] = (data?.articles ?? []).map((article) => ({
    key: article.id,
    title: article.title,
    summary: article.summary,
    date: article.publishedAt,
    pdfUrl: article.pdfUrl,
  }));
  const fillers: Publication[] = staticPublications.map((item) => ({
    key: item.title,
    title: item.title,
    summary: item.summary,
    date: item.date,
    pdfUrl: null,
  }));
  const items = [...withFiles, ...fillers].slice(0, 3);

  return (
    <div>
      <h2 id="publications-title" className="text-2xl font-semibold sm:text-3xl">
        Legal Publications
      </h2>
      <ul className="mt-6 space-y-4" aria-busy={isPending}>
        {isPending
          ? [0, 1, 2].map((n) => (
              <li
                key={n}
                aria-hidden="true"
                className="h-24 animate-pulse rounded-lg border border-border bg-white"
              />
            ))
          : items.map((item) => (
              <li
                key={item.key}
                className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 sm:flex-row sm:items-center"
              >
                <FileText aria-hidden="true" className="size-8 shrink-0 text-brass-800" />
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-sm text-muted">{item.summary}</p>
                  <p className="mt-1 text-xs text-muted">
                    <time dateTime={item.date}>{formatFirmDate(item.date)}</time>
                  </p>
                </div>
                {item.pdfUrl && (
                  <a
                    href={item.pdfUrl}
                    download
                    aria-label={`Download PDF: ${item.title}`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download PDF
                  </a>
                )}
              </li>
            ))}
      </ul>
    </div>
  );
}
