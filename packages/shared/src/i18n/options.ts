import type { InitOptions } from 'i18next';
import './types';
import { defaultLanguage, languages } from './languages';
import { defaultNamespace } from './namespaces';

/** The options every i18n instance shares, in the browser, in server rendering and in e-mails. */
export const baseI18nOptions = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  ns: [defaultNamespace],
  defaultNS: defaultNamespace,
  fallbackNS: false,
  // React escapes what it renders; e-mails and the server escape where they build HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
  // `el-CY` and the like fall back to `el`, never to a regional catalog that does not exist.
  load: 'languageOnly',
} satisfies InitOptions;
