import { defaultLanguage, languages, localizePath } from '@lexbridge/shared/i18n/languages';

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
