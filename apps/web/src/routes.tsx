import type { RouteObject } from 'react-router';
import { RootLayout } from './components/layout/RootLayout';
import { AdminDashboardPage } from './features/admin/AdminDashboardPage';
import { ConversationCenterPage } from './features/chat/admin/ConversationCenterPage';
import { AdminAccessPage } from './features/auth/AdminAccessPage';
import { AuthPage } from './features/auth/AuthPage';
import { ProtectedRoute, RequireAdmin } from './features/auth/ProtectedRoute';
import { SetupPage } from './features/auth/SetupPage';
import { HomePage } from './features/home/HomePage';
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
      {
        element: <ProtectedRoute />,
        children: [{ path: '/client-portal', element: <ClientPortalPage /> }],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: '/admin', element: <AdminDashboardPage /> }],
      },
      // The conversation center shows its own Access Denied card instead of redirecting.
      { path: '/admin/messages', element: <ConversationCenterPage /> },
      { path: '/admin/chat', element: <ConversationCenterPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
