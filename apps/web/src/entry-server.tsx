import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes, loadMatchedPages } from './app/router';
import { allCatalogs } from './lib/i18n/all-catalogs';
import { createI18n } from './lib/i18n/create-i18n';
import { loadSplitParts } from './lib/split-parts';

export type PrefetchedQuery = { queryKey: QueryKey; data: unknown };
/** What the browser needs to hydrate: the query cache and the catalogs the page used. */
export type HydrationState = {
  query: DehydratedState;
  i18n: { language: Language; resources: Resource };
};
export type RenderResult = { html: string; state: HydrationState };

/**
 * Server rendering (built by Vite's SSR build into dist-server/). The server looks up a page's data
 * and passes it in as query-cache entries, so the HTML holds the page's real text and the browser
 * hydrates with the same cache instead of fetching again. Each render has its own i18n instance in
 * the page's language; the browser receives only the catalogs the page used.
 */
export async function render(
  url: string,
  prefetched: PrefetchedQuery[],
  language: Language,
): Promise<RenderResult> {
  const client = createQueryClient();
  for (const { queryKey, data } of prefetched) client.setQueryData(queryKey, data);
  const i18n = createI18n({ language, resources: allCatalogs });

  const location = new URL(url, 'http://localhost');
  // The page's code (and the parts the browser fetches later) is loaded first: renderToString cannot
  // wait for a suspended component.
  await loadMatchedPages(location);
  await loadSplitParts();

  const html = renderToString(
    <StrictMode>
      <AppProviders client={client} i18n={i18n}>
        <StaticRouter location={location.pathname + location.search + location.hash}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const used = new Set(['common', ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const resources: Resource = {
    [language]: Object.fromEntries(
      [...used].map((namespace) => [namespace, i18n.getResourceBundle(language, namespace) ?? {}]),
    ),
  };
  return { html, state: { query: dehydrate(client), i18n: { language, resources } } };
}
