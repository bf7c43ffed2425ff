import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findAppRoute } from '@lexbridge/shared/routes';
import { isLanguage, splitLanguagePath, type Language } from '@lexbridge/shared/i18n/languages';
import { useAuth } from '../../features/auth';
import { setRequestLanguage } from '../../lib/api-client';
import { loadKeptPlaces } from '../../lib/keep-server-html';

/**
 * The language a location is shown in: a public page's comes from its URL (`/el/...` or not); a
 * signed-in or admin page follows the user's profile (kept as it is until the profile is known).
 */
export function useLocationLanguage(current: string): Language {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const route = findAppRoute(pathname);
  if (route && route.access !== 'public') {
    const preferred = user?.language;
    return isLanguage(preferred) ? preferred : isLanguage(current) ? current : 'en';
  }
  return splitLanguagePath(pathname).language;
}

/** Switches the app, the document's `lang` and the API's answers to the location's language. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const language = useLocationLanguage(i18n.language);

  useEffect(() => {
    setRequestLanguage(language);
    if (i18n.language === language) {
      document.documentElement.lang = language;
      return;
    }
    // The catalogs the screen shows, and the code of the places still showing the server's HTML,
    // are fetched first, so it switches at once instead of suspending into a loading screen.
    let wanted = true;
    // Everything the page has used or loaded so far, including parts not on screen yet.
    const shown = [
      ...(i18n.reportNamespaces?.getUsedNamespaces() ?? []),
      ...Object.keys(i18n.store.data[i18n.language] ?? {}),
    ];
    const catalogs = new Promise<void>((resolve) =>
      i18n.services.backendConnector.load([language], [...new Set(['common', ...shown])], () =>
        resolve(),
      ),
    );
    // A place whose code cannot load shows its error once it renders; the language changes anyway.
    void Promise.all([catalogs, loadKeptPlaces().catch(() => {})]).then(() => {
      if (!wanted) return; // the visitor moved on to another language meanwhile
      void i18n.changeLanguage(language).then(() => {
        document.documentElement.lang = language;
      });
    });
    return () => {
      wanted = false;
    };
  }, [i18n, language]);

  return null;
}
