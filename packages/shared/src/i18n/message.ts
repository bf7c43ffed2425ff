import type { ParseKeys, TFunction } from 'i18next';
import type { Resources } from './types';

/** A catalog key of any namespace, as `namespace:key`. */
export type MessageKey = ParseKeys<(keyof Resources)[]>;

/** A key of the `pages` namespace (the route manifest's texts), as `pages:key`. */
export type PageKey = Extract<MessageKey, `pages:${string}`>;

export type MessageParams = Record<string, string | number>;

const SEPARATOR = '|';

/**
 * A message for a person as a translatable string: the catalog key, with its values appended as
 * JSON. Validation messages in shared schemas and server errors are written this way, so the same
 * schema says 'Enter your name.' in English and 'Συμπληρώστε το όνομά σας.' in Greek, in the
 * browser and in the server's answer alike.
 */
export function msg(key: MessageKey, params?: MessageParams): string {
  return params ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

/** Splits a message made by `msg` into its key and values; any other text is returned as is. */
export function parseMessage(text: string): { key: string; params?: MessageParams } {
  const at = text.indexOf(SEPARATOR);
  if (at < 0) return { key: text };
  try {
    return { key: text.slice(0, at), params: JSON.parse(text.slice(at + 1)) as MessageParams };
  } catch {
    return { key: text };
  }
}

/** A translator that takes keys of every namespace as `namespace:key`. */
export type Translate = TFunction<(keyof Resources)[]>;

const MESSAGE_KEY = /^[a-zA-Z]+:[\w.-]+$/;

/**
 * A message made by `msg()` in the language of `t`. Any other text (a third party's message, an
 * error the server already translated, a key no catalog has) is returned as it is.
 */
export function translateMessage(t: (...args: never[]) => unknown, text: string): string {
  const { key, params } = parseMessage(text);
  if (!MESSAGE_KEY.test(key)) return text;
  // The key comes from data, not from the code: looked up untyped, and kept as is when unknown.
  const lookUp = t as unknown as (key: string, options: object) => string;
  return lookUp(key, { ...params, defaultValue: '' }) || text;
}
