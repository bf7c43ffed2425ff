import type { ComponentType } from 'react';
import type { RouteEntry } from '@lexbridge/shared/routes';

export type PageModule = Record<string, unknown>;

/**
 * The public pages' modules, each a lazy import of its own chunk, keyed by path. Only these loaders
 * ship with the app itself; the other pages' loaders are in private-page-modules.ts, fetched when
 * one of those pages opens, so the first page a visitor loads stays small. A public page must live in
 * one of these folders (the page-modules test checks it), unless it is reached only from a mailed
 * link and kept out of search engines (a data export's download page): that rare first visit waits
 * one request more, and every other visitor's first page is spared its loader. The Not-found page
 * is left out: the router and the error page show it without waiting for a chunk.
 */
const publicPageModules = import.meta.glob<PageModule>(
  ['./{home,practice-areas,auth,invitations,content,booking}/pages/*Page.tsx'],
  // Keys relative to the features folder: shorter, and this list ships with every page.
  { base: '../features' },
);

/** A page's key in both lists of loaders: its path under the features folder. */
const moduleKey = (entry: RouteEntry) => `./${entry.page}.tsx`;

/** Whether the page's loader ships with the app (no extra request before its own chunk). */
export const isPublicPageModule = (entry: RouteEntry) => moduleKey(entry) in publicPageModules;

/** A page's code could not be fetched (offline, or a new deployment replaced the chunk). */
export class PageLoadError extends Error {
  constructor(page: string, options?: ErrorOptions) {
    super(`The page ${page} could not be loaded.`, options);
    this.name = 'PageLoadError';
  }
}

const exportName = (entry: RouteEntry) => entry.component ?? entry.page.split('/').pop()!;

/** Loads the component the manifest entry names; fails loudly if the entry names none. */
export async function loadPage(entry: RouteEntry): Promise<ComponentType<Record<string, string>>> {
  const key = moduleKey(entry);
  let load = publicPageModules[key];
  if (!load) {
    try {
      load = (await import('./private-page-modules')).privatePageModules[key];
    } catch (cause) {
      throw new PageLoadError(entry.page, { cause });
    }
  }
  if (!load) throw new Error(`The route "${entry.id}" names no page module: ${entry.page}`);
  let module: PageModule;
  try {
    module = await load();
  } catch (cause) {
    throw new PageLoadError(entry.page, { cause });
  }
  const component = module[exportName(entry)];
  if (typeof component !== 'function') {
    throw new Error(`${entry.page} exports no component ${exportName(entry)}`);
  }
  return component as ComponentType<Record<string, string>>;
}
