import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';

/** The language a stored article is written in; articles saved before languages are English. */
export const articleLanguage = (article: { language?: Language }): Language =>
  article.language ?? defaultLanguage;

/**
 * The language of a text when it is not the page's, else undefined (also for texts from the
 * catalogs, which have no language of their own). The element holding the article's own text gets
 * it as `lang` (screen readers switch voice), and a `LanguageBadge` says it to everyone.
 */
export function useForeignLanguage(language: Language | undefined): Language | undefined {
  const pageLanguage = useLanguage();
  return language === pageLanguage ? undefined : language;
}

/** A visible "English" (in the page's language) beside an article written in another language. */
export function LanguageBadge({ language }: { language: Language | undefined }) {
  const { t } = useTranslation('content');
  const foreign = useForeignLanguage(language);
  if (!foreign) return null;
  return (
    <span className="inline-flex items-center rounded-full border border-navy-700/40 bg-white px-2.5 py-0.5 text-xs font-medium text-navy-900">
      {t(`languageBadge.${foreign}`)}
    </span>
  );
}
