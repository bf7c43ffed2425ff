import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Fetches the page code of the routes matching the current URL before the router starts, so the
 * first render (hydrating the server's HTML) already has the page and does not mismatch.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      } catch {
        // Left lazy: the router tries again and shows the error page if it still fails.
      }
    }),
  );
}

export async function createAppRouter() {
  await loadMatchedRoutes();
  return createBrowserRouter(routes);
}
