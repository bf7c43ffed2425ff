import { createInstance, type i18n as I18n } from 'i18next';
import type { Language } from './languages';
import { baseI18nOptions } from './options';
import { readCatalogs } from './read-catalogs';
import { namespaces } from './namespaces';

/**
 * An i18n instance with every catalog loaded (Node only), for the server and for tests. Its
 * language is never changed: callers take `getFixedT(language)` or a `cloneInstance`.
 */
export function createNodeI18n(language: Language = 'en'): I18n {
  const i18n = createInstance();
  void i18n.init({
    ...baseI18nOptions,
    lng: language,
    ns: [...namespaces],
    resources: readCatalogs(),
    initAsync: false,
  });
  return i18n;
}
