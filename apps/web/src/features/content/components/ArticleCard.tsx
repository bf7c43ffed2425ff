import { Link } from 'react-router';
import { articlePath } from '@lexbridge/shared/routes';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { LanguageBadge, useForeignLanguage } from './ArticleLanguage';
import { CategoryBadge } from './CategoryBadge';

type ArticleCardProps = {
  title: string;
  summary: string;
  category: string;
  /** ISO date or date-time. */
  date: string;
  /** Published articles link to their page; static fallback items have no page. */
  slug?: string;
  /** A stored article's language, marked when it is not the page's; none for the firm's own items. */
  language?: Language;
  /** h3 under a section's h2 (home); h2 where the page's h1 is the only heading above (/news). */
  headingLevel?: 'h2' | 'h3';
};

/** One news item in a grid; the title is the link, so each card has one focus stop. */
export function ArticleCard({
  title,
  summary,
  category,
  date,
  slug,
  language,
  headingLevel: Heading = 'h3',
}: ArticleCardProps) {
  const { firmDate } = useFormat();
  const localize = useLocalizedPath();
  const foreign = useForeignLanguage(language);
  return (
    <article className="flex h-full flex-col rounded-lg border border-border bg-white p-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <CategoryBadge category={category} />
        <LanguageBadge language={language} />
        <time dateTime={date}>{firmDate(date)}</time>
      </div>
      <div lang={foreign} className="flex flex-1 flex-col">
        <Heading className="mt-4 text-xl font-semibold">
          {slug ? (
            <Link to={localize(articlePath(slug))} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className="mt-3 text-muted">{summary}</p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="article-card-skeleton"
      className="h-full animate-pulse rounded-lg border border-border bg-white p-6"
    >
      <div className="h-4 w-1/3 rounded bg-paper-muted" />
      <div className="mt-5 h-6 w-5/6 rounded bg-paper-muted" />
      <div className="mt-4 h-4 w-full rounded bg-paper-muted" />
      <div className="mt-2 h-4 w-2/3 rounded bg-paper-muted" />
    </div>
  );
}
