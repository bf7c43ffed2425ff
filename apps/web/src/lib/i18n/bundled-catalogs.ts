import type { ResourceKey } from 'i18next';
import { allCatalogs } from './all-catalogs';

/**
 * The server renderer's stand-in for catalogs.ts (vite.config.ts swaps it in for the SSR build):
 * every catalog is already bundled there, so none is fetched, and the browser's one dynamic
 * import per catalog, which the bundled ones would make ineffective, stays out of the server.
 */
export async function loadCatalog(language: string, namespace: string): Promise<ResourceKey> {
  const catalog = allCatalogs[language]?.[namespace];
  if (!catalog) throw new Error(`There is no ${language} catalog for "${namespace}".`);
  return catalog;
}
