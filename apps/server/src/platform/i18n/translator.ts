import { createInstance, type TFunction } from 'i18next';
import { parseMessage } from '@lexbridge/shared/i18n/message';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import { namespaces, type Namespace } from '@lexbridge/shared/i18n/namespaces';
import { baseI18nOptions } from '@lexbridge/shared/i18n/options';
import { loadCatalogs } from './catalogs';

/**
 * The server's one i18next instance, with every catalog loaded synchronously at startup. Its own
 * language is never changed: each request and each e-mail gets a `t` fixed to its language.
 */
const base = createInstance();
void base.init({
  ...baseI18nOptions,
  ns: [...namespaces],
  resources: loadCatalogs(),
  lng: defaultLanguage,
  initAsync: false,
});

/** A `t` that takes keys of every namespace, as `namespace:key`. */
export type Translator = TFunction<Namespace[]>;

const fixed = new Map<string, Translator>();

/** `t` in `language`, for a request or for an e-mail sent outside one. */
export function translator(language: Language): Translator {
  let t = fixed.get(language);
  if (!t) {
    t = base.getFixedT<Namespace[]>(language, [...namespaces]);
    fixed.set(language, t);
  }
  return t;
}

const MESSAGE_KEY = /^[a-zA-Z]+:[\w.-]+$/;

/**
 * A message made by `msg()` in the language of `t`. Any other text (a third party's message, or a
 * key no catalog has) is returned as it is, so nothing is lost when a message is not ours.
 */
export function translateMessage(t: Translator, text: string): string {
  const { key, params } = parseMessage(text);
  if (!MESSAGE_KEY.test(key)) return text;
  // The key comes from data, not from the code: looked up untyped, and kept as is when unknown.
  const lookUp = t as unknown as (key: string, options: object) => string;
  return lookUp(key, { ...params, defaultValue: '' }) || text;
}
