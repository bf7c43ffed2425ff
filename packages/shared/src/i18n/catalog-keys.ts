import type { Resource, ResourceKey } from 'i18next';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a catalog as a dotted path ('form.submit'), plural forms included. */
export function leafKeys(catalog: ResourceKey, prefix = ''): string[] {
  if (typeof catalog !== 'object' || catalog === null) return [prefix];
  return Object.entries(catalog).flatMap(([key, value]) =>
    leafKeys(value as ResourceKey, prefix ? `${prefix}.${key}` : key),
  );
}

/** A key without its plural form: 'attempts_one' -> 'attempts'. */
export const withoutPlural = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * A message may have a form per weekday (i18next's context: 'subject_saturday'), where a language's
 * grammar needs one: in Greek, weekdays take the feminine article 'την' except Σάββατο ('το'),
 * and 'την' drops its final ν before Δευτέρα ('τη Δευτέρα'), as before any Δ.
 * Only the languages that need it have such forms; the others fall back to the plain key.
 */
const WEEKDAY_CONTEXT = /_(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** The key a weekday form belongs to ('subject_saturday' -> 'subject'), or null for other keys. */
export const weekdayFormOf = (key: string) =>
  WEEKDAY_CONTEXT.test(key) ? key.replace(WEEKDAY_CONTEXT, '') : null;

/** The `{{values}}` a message interpolates, sorted. */
export function interpolations(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/** Each namespace's leaf keys with their texts, for one language. */
export function flatten(resources: Resource, language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [namespace, catalog] of Object.entries(resources[language] ?? {})) {
    for (const key of leafKeys(catalog)) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
      texts.set(`${namespace}:${key}`, String(value));
    }
  }
  return texts;
}
