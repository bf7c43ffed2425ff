import type { ComponentType } from 'react';
import type { RouteEntry } from '@lexbridge/shared/routes';

type PageModule = Record<string, unknown>;

/**
 * Every page module, each a lazy import of its own chunk, keyed by path. The Not-found page is left
 * out: the router and the error page show it without waiting for a chunk.
 */
const pageModules = import.meta.glob<PageModule>([
  '../features/**/*Page.tsx',
  '!../features/not-found/**',
]);

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
  const load = pageModules[`../features/${entry.page}.tsx`];
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
