import type { Language } from '@lexbridge/shared/i18n/languages';
import { allCatalogs } from '../lib/i18n/all-catalogs';
import { createI18n } from '../lib/i18n/create-i18n';

/** An i18n instance with every catalog loaded, so no test waits for one. */
export function createTestI18n(language: Language = 'en') {
  return createI18n({ language, resources: allCatalogs });
}
