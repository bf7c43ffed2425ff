import {
  defaultLanguage,
  languages,
  localizePath,
  type Language,
} from '@lexbridge/shared/i18n/languages';

/**
 * The URLs of one public page in every language, for hreflang links and the sitemap; `x-default`
 * (a visitor whose language is none of them) is the default language's page.
 */
export function languageAlternates(publicUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const language of languages) alternates[language] = publicUrl + localizePath(path, language);
  alternates['x-default'] = publicUrl + localizePath(path, defaultLanguage);
  return alternates;
}

/**
 * The URLs of a page written in one language only (an article): its own language's URL, which is
 * also the `x-default`. The page answers under the other language's prefix too, but search engines
 * are told it exists only in the language it is written in.
 */
export function singleLanguageAlternates(
  publicUrl: string,
  path: string,
  language: Language,
): Record<string, string> {
  const url = publicUrl + localizePath(path, language);
  return { [language]: url, 'x-default': url };
}
