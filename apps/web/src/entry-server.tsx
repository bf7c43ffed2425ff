import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { routes } from './app/routes';

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

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, state: dehydrate(client) };
}
