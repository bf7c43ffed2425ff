import { createNodeI18n } from '@lexbridge/shared/i18n/node-i18n';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { Translate } from '@lexbridge/shared/i18n/message';
import { namespaces } from '@lexbridge/shared/i18n/namespaces';

export { translateMessage } from '@lexbridge/shared/i18n/message';

/**
 * The server's one i18next instance, with every catalog loaded synchronously at startup. Its own
 * language is never changed: each request and each e-mail gets a `t` fixed to its language.
 */
const base = createNodeI18n();

/** A `t` that takes keys of every namespace, as `namespace:key`. */
export type Translator = Translate;

const fixed = new Map<string, Translator>();

/** `t` in `language`, for a request or for an e-mail sent outside one. */
export function translator(language: Language): Translator {
  let t = fixed.get(language);
  if (!t) {
    t = base.getFixedT(language, [...namespaces]);
    fixed.set(language, t);
  }
  return t;
}
