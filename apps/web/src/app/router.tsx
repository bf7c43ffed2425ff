import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { routeManifest } from '@lexbridge/shared/routes';
import { loadPageOnce } from './LazyPage';
import { loadAdminLayout } from './layout/admin/lazy-admin-layout';
import { mayUseAdminLayout } from './layout/use-layout-choice';
import { entryIdOfRoute, routes as appRoutes } from './routes';

/** The app's pages for the current location (inside a BrowserRouter, StaticRouter or MemoryRouter). */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Fetches the code of the pages matching `location` before the first render, so hydrating the
 * server's HTML (and server rendering itself) never waits for a chunk and never mismatches; the
 * admin layout's code too for the pages that may sit in it. A page that fails to load is left to
 * its error boundary.
 */
export async function loadMatchedPages(location: string | { pathname: string }) {
  const matches = matchRoutes(appRoutes, location) ?? [];
  const entries = routeManifest.filter((entry) =>
    matches.some(({ route }) => route.id !== undefined && entryIdOfRoute(route.id) === entry.id),
  );
  const pathname =
    typeof location === 'string' ? (location.split(/[?#]/)[0] ?? '/') : location.pathname;
  const layout = mayUseAdminLayout(pathname) ? [loadAdminLayout()] : [];
  await Promise.allSettled([...entries.map(loadPageOnce), ...layout]);
}
