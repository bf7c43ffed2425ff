import type { ResourceKey } from 'i18next';

type CatalogModule = { default: ResourceKey };

// Each catalog is its own chunk, so a page downloads only its language and the namespaces it uses.
const catalogModules = import.meta.glob<CatalogModule>(
  '../../../../../packages/shared/src/i18n/locales/*/*.json',
);

const catalogPath = (language: string, namespace: string) =>
  `../../../../../packages/shared/src/i18n/locales/${language}/${namespace}.json`;

/** Fetches one language's catalog of one namespace; rejects when there is none. */
export async function loadCatalog(language: string, namespace: string): Promise<ResourceKey> {
  const load = catalogModules[catalogPath(language, namespace)];
  if (!load) throw new Error(`There is no ${language} catalog for "${namespace}".`);
  return (await load()).default;
}
