import type { RouteObject } from 'react-router';
import { routeManifest, type RouteEntry } from '@lexbridge/shared/routes';
import { defaultLanguage, languages, localizePath } from '@lexbridge/shared/i18n/languages';
import { ProtectedRoute, RequireAdmin } from '../features/auth';
import { NotFoundPage } from '../features/not-found';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RootLayout } from './layout/RootLayout';
import { LazyPage } from './LazyPage';

/** A manifest entry as a route whose page code is fetched when the route is first rendered. */
function pageRoute(entry: RouteEntry): RouteObject {
  return { id: entry.id, path: entry.path, element: <LazyPage entry={entry} /> };
}

/** The same public page under another language's prefix: `/el/corporate-law`, id `el:...`. */
const translatedPageRoutes = languages
  .filter((language) => language !== defaultLanguage)
  .flatMap((language) =>
    routeManifest
      .filter((entry) => entry.access === 'public')
      .map((entry) => ({
        id: `${language}:${entry.id}`,
        path: localizePath(entry.path, language),
        element: <LazyPage entry={entry} />,
      })),
  );

/** The manifest id of a route id ('el:home' -> 'home'). */
export const entryIdOfRoute = (routeId: string) => routeId.slice(routeId.indexOf(':') + 1);

const pagesWhere = (test: (entry: RouteEntry) => boolean) =>
  routeManifest.filter(test).map(pageRoute);

/**
 * The route tree, built from the route manifest. Signed-in and admin pages sit under their guard;
 * a page that explains a refusal itself (the conversation center) does not. Errors of a page are
 * caught under the layout, so the header and footer stay usable.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        element: <RootLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [
              ...pagesWhere((entry) => entry.access === 'public'),
              ...translatedPageRoutes,
              {
                element: <ProtectedRoute />,
                children: pagesWhere((entry) => entry.access === 'signed-in'),
              },
              {
                element: <RequireAdmin />,
                children: pagesWhere(
                  (entry) => entry.access === 'admin' && !entry.checksAccessItself,
                ),
              },
              ...pagesWhere((entry) => entry.access !== 'public' && !!entry.checksAccessItself),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
