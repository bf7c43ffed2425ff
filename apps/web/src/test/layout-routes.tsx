import type { RouteObject } from 'react-router';
import { RootLayout } from '../app/layout/RootLayout';

/** Admin and signed-in paths under the real root layout, each a page with a field to type in. */
export const layoutTestRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: ['/', '/admin', '/admin/clients', '/admin/clients/:id', '/messages'].map((path) => ({
      path,
      element: (
        <>
          <h1>Page {path}</h1>
          <input aria-label="Note" />
        </>
      ),
    })),
  },
];
