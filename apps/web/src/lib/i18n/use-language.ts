import { useTranslation } from 'react-i18next';
import { findAppRoute } from '@lexbridge/shared/routes';
import {
  defaultLanguage,
  isLanguage,
  languageLocales,
  localizePath,
  type Language,
} from '@lexbridge/shared/i18n/languages';

/** The language the app shows now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** The Intl locale of the language shown now ('el-CY', 'en-GB'). */
export function useLocale(): string {
  return languageLocales[useLanguage()];
}

/**
 * Turns an app path into the same page in the language shown now (`/news` -> `/el/news`). Only
 * public pages have a URL per language; the portal and admin pages follow the user's profile.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => {
    const pathname = path.split(/[?#]/)[0] || '/';
    const route = findAppRoute(pathname);
    return route && route.access !== 'public' ? path : localizePath(path, language);
  };
}
