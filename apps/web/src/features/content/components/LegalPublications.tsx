import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { staticPublications } from '@lexbridge/shared/firm/news';
import { latestPublicationsQuery } from '@lexbridge/shared/articles/query-keys';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePublishedArticles } from '../api/get-published-articles';
import { articleLanguage, LanguageBadge, useForeignLanguage } from './ArticleLanguage';

type Publication = {
  key: string;
  title: string;
  summary: string;
  date: string;
  pdfUrl: string | null;
  /** A stored article's language; none for the firm's static publications. */
  language?: Language;
};

function PublicationItem({ item }: { item: Publication }) {
  const { t } = useTranslation('content');
  const { firmDate } = useFormat();
  const foreign = useForeignLanguage(item.language);
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-border bg-white p-5 sm:flex-row sm:items-center">
      <FileText aria-hidden="true" className="size-8 shrink-0 text-brass-800" />
      <div className="min-w-0 flex-1">
        <div lang={foreign}>
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1 text-sm text-muted">{item.summary}</p>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          <time dateTime={item.date}>{firmDate(item.date)}</time>
          <LanguageBadge language={item.language} />
        </p>
      </div>
      {item.pdfUrl && (
        <a
          href={item.pdfUrl}
          download
          aria-label={t('publications.downloadLabel', { title: item.title })}
          className={buttonClasses('outline', 'sm')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('publications.download')}
        </a>
      )}
    </li>
  );
}

/**
 * 'Legal Publications': the three newest published articles with a PDF, filled up with the firm's
 * static publications. 'Download PDF' appears only where there is a file.
 */
export function LegalPublications() {
  const { t } = useTranslation('content');
  const { data, isPending } = usePublishedArticles(latestPublicationsQuery);
  const withFiles: Publication[] = (data?.articles ?? []).map((article) => ({
    key: article.id,
    title: article.title,
    summary: article.summary,
    date: article.publishedAt,
    pdfUrl: article.pdfUrl,
    language: articleLanguage(article),
  }));
  const fillers: Publication[] = staticPublications.map((item) => ({
    key: item.id,
    title: t(`staticPublications.${item.id}.title`),
    summary: t(`staticPublications.${item.id}.summary`),
    date: item.date,
    pdfUrl: null,
  }));
  const items = [...withFiles, ...fillers].slice(0, 3);

  return (
    <div>
      <h2 id="publications-title" className="text-2xl font-semibold sm:text-3xl">
        {t('publications.title')}
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
          : items.map((item) => <PublicationItem key={item.key} item={item} />)}
      </ul>
    </div>
  );
}
