import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes, loadMatchedPages } from './app/router';
import { loadDeferredComponents } from './lib/defer-until-near';

export type PrefetchedQuery = { queryKey: QueryKey; data: unknown };
export type RenderResult = { html: string; state: unknown };

/**
 * Server rendering (built by Vite's SSR build into dist-server/). The server looks up a page's data
 * and passes it in as query-cache entries, so the HTML holds the page's real text and the browser
 * hydrates with the same cache instead of fetching again.
 */
export async function render(url: string, prefetched: PrefetchedQuery[]): Promise<RenderResult> {
  const client = createQueryClient();
  for (const { queryKey, data } of prefetched) client.setQueryData(queryKey, data);

  const location = new URL(url, 'http://localhost');
  // The page's code (and the parts it defers in the browser) is loaded first: renderToString cannot
  // wait for a suspended component.
  await loadMatchedPages(location);
  await loadDeferredComponents();

  const html = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={location.pathname + location.search + location.hash}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, state: dehydrate(client) };
}
