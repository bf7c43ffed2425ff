import { createInstance, type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { baseI18nOptions } from '@lexbridge/shared/i18n/options';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { loadCatalog } from './catalogs';

type Options = {
  language: Language;
  /** Catalogs already at hand (the server render's, or all of them in tests). */
  resources?: Resource;
  /** Fetch missing catalogs on demand (the browser); without it only `resources` exist. */
  lazy?: boolean;
};

/**
 * i18next's backend in the browser: a catalog the page lacks is fetched by loadCatalog, which
 * knows only the catalogs that exist (any other language or namespace is refused).
 */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) =>
    void loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, false),
    ),
};

/**
 * An i18n instance of its own: one per server render and one per browser tab, never a shared
 * global, so two requests in two languages cannot see each other's language. Initialised
 * synchronously with the catalogs given; components suspend while a missing one is fetched.
 */
export function createI18n({ language, resources, lazy = false }: Options): I18n {
  const i18n = createInstance();
  if (lazy) {
    i18n.use(catalogBackend);
    i18n.on('failedLoading', reloadOnceForCatalogs);
  }
  void i18n.init({
    ...baseI18nOptions,
    lng: language,
    resources,
    partialBundledLanguages: lazy,
    // Every catalog has every key (a test checks it), so the browser never downloads a second
    // language to fall back on.
    ...(lazy ? { fallbackLng: false } : {}),
    initAsync: false,
    react: { useSuspense: true },
  });
  return i18n;
}

const RELOADED_AT = 'lexbridge:reloaded-for-catalogs';

/**
 * A catalog that fails to load (offline, or a new version replaced its file) would leave keys on
 * screen: the page is loaded afresh once, which fetches the current catalogs. A second failure
 * within a minute is left alone rather than reloading in a loop.
 */
function reloadOnceForCatalogs() {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}
