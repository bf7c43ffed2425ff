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
