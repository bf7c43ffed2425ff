import type { ResourceKey } from 'i18next';

type CatalogModule = { default: ResourceKey };

/**
 * The browser's index of every catalog, each its own chunk. This index (a loader per language and
 * namespace, about 2 KB) is itself fetched only when a page needs a catalog the server's page did
 * not carry: another language, or a namespace of a part opened later.
 */
export const catalogModules = import.meta.glob<CatalogModule>(
  '../../../../../packages/shared/src/i18n/locales/*/*.json',
);

export const catalogPath = (language: string, namespace: string) =>
  `../../../../../packages/shared/src/i18n/locales/${language}/${namespace}.json`;
