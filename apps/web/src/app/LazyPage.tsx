import { createElement, lazy, useEffect, type ComponentType } from 'react';
import type { RouteEntry } from '@lexbridge/shared/routes';
import { markPageHydrated } from '../lib/page-hydrated';
import { loadPage } from './page-modules';

type PageComponent = ComponentType<Record<string, string>>;

const loaded = new Map<string, PageComponent>();
const loading = new Map<string, Promise<PageComponent>>();
const rendered = new Map<string, PageComponent>();

/** Fetches a page's code once; later calls share the same promise. */
export function loadPageOnce(entry: RouteEntry): Promise<PageComponent> {
  let promise = loading.get(entry.id);
  if (!promise) {
    promise = loadPage(entry).then((Page) => {
      loaded.set(entry.id, Page);
      return Page;
    });
    loading.set(entry.id, promise);
  }
  return promise;
}

/**
 * The component rendered for an entry: the page itself when its code is already loaded (so
 * hydration and server rendering never suspend), else a lazy one that suspends until it arrives.
 * Chosen once per entry, so a page is never remounted by switching from one to the other.
 */
function componentFor(entry: RouteEntry): PageComponent {
  let component = rendered.get(entry.id);
  if (!component) {
    component =
      loaded.get(entry.id) ?? lazy(() => loadPageOnce(entry).then((Page) => ({ default: Page })));
    rendered.set(entry.id, component);
  }
  return component;
}

/** A manifest entry's page; a chunk that fails to load reaches the route error boundary. */
export function LazyPage({ entry }: { entry: RouteEntry }) {
  // The page's own effects run once it is hydrated: nothing of the server's HTML is left.
  useEffect(markPageHydrated, []);
  return createElement(componentFor(entry), entry.props);
}
