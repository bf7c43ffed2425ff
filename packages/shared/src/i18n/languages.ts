/**
 * The languages Lexbridge speaks. The first is the default: its public pages live at the root
 * (`/corporate-law`), every other language's under its code (`/el/corporate-law`). Adding a
 * language means adding its code here and its catalogs under `locales/<code>/`.
 */
export const languages = ['en', 'el'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = languages[0];

/** Each language's name in itself, for the language switch. */
export const languageNames: Record<Language, string> = { en: 'English', el: 'Ελληνικά' };

/** The locale Intl formats with: Greek as written in Cyprus, English with day-month order. */
export const languageLocales: Record<Language, string> = { en: 'en-GB', el: 'el-CY' };

/** The visitor's remembered choice; read by the server on a first request, set by the switch. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `/el/corporate-law` -> el and `/corporate-law`; paths without a language prefix are the default's. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== defaultLanguage && isLanguage(first)) {
    return { language: first, path: `/${rest.join('/')}` };
  }
  return { language: defaultLanguage, path: pathname };
}

/** `/corporate-law` in Greek -> `/el/corporate-law`; `/` -> `/el`. Keeps a query or hash. */
export function localizePath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}

/**
 * The best supported language for an `Accept-Language` header ("el-GR,el;q=0.9,en;q=0.8"),
 * by quality and then order; the default when none is supported.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0]!.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    (ranked.find(({ base }) => isLanguage(base))?.base as Language | undefined) ?? defaultLanguage
  );
}
