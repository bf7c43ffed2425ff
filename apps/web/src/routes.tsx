import type { RouteObject } from 'react-router';
import { RootLayout } from './components/layout/RootLayout';
import { AdminDashboardPage } from './features/admin/AdminDashboardPage';
import { AdminAccessPage } from './features/auth/AdminAccessPage';
import { AuthPage } from './features/auth/AuthPage';
import { ProtectedRoute, RequireAdmin } from './features/auth/ProtectedRoute';
import { SetupPage } from './features/auth/SetupPage';
import { HomePage } from './features/home/HomePage';
import { AdminArticlesPage } from './features/content/admin/AdminArticlesPage';
import {
  AdminEditArticlePage,
  AdminNewArticlePage,
} from './features/content/admin/AdminArticleEditorPage';
import { ArticlePage } from './features/content/pages/ArticlePage';
import { NewsPage } from './features/content/pages/NewsPage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { ClientPortalPage } from './features/portal/ClientPortalPage';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/admin-access', element: <AdminAccessPage /> },
      { path: '/setup', element: <SetupPage /> },
      { path: '/news', element: <NewsPage /> },
      { path: '/articles/:slug', element: <ArticlePage /> },
      {
        element: <ProtectedRoute />,
        children: [{ path: '/client-portal', element: <ClientPortalPage /> }],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminDashboardPage /> },
          { path: '/admin/articles', element: <AdminArticlesPage /> },
          { path: '/admin/articles/new', element: <AdminNewArticlePage /> },
          { path: '/admin/articles/:id/edit', element: <AdminEditArticlePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
