import type { ResourceKey } from 'i18next';

/**
 * Fetches one language's catalog of one namespace; rejects when there is none. A server-rendered
 * page carries the catalogs it used in its state, so the first load fetches none, nor their index.
 */
export async function loadCatalog(language: string, namespace: string): Promise<ResourceKey> {
  const { catalogModules, catalogPath } = await import('./catalog-index');
  const load = catalogModules[catalogPath(language, namespace)];
  if (!load) throw new Error(`There is no ${language} catalog for "${namespace}".`);
  return (await load()).default;
}
