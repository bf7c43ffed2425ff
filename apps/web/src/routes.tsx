import type { RouteObject } from 'react-router';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { RootLayout } from './components/layout/RootLayout';
import { AdminDashboardPage } from './features/admin/AdminDashboardPage';
import { AdminCalendarPage } from './features/booking/admin/AdminCalendarPage';
import { BookingCanceledPage } from './features/booking/pages/BookingCanceledPage';
import { BookingSuccessPage } from './features/booking/pages/BookingSuccessPage';
import { TestCheckoutPage } from './features/booking/pages/TestCheckoutPage';
import { ContactRequestsPage } from './features/admin/contact-requests/ContactRequestsPage';
import { OutboxPage } from './features/admin/outbox/OutboxPage';
import { ConversationCenterPage } from './features/chat/admin/ConversationCenterPage';
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
import { PracticeAreaPage } from './features/practice-areas/PracticeAreaPage';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
      ...practiceAreas.map((area) => ({
        path: `/${area.slug}`,
        element: <PracticeAreaPage slug={area.slug} />,
      })),
      { path: '/admin-access', element: <AdminAccessPage /> },
      { path: '/setup', element: <SetupPage /> },
      { path: '/booking-success', element: <BookingSuccessPage /> },
      { path: '/booking-canceled', element: <BookingCanceledPage /> },
      { path: '/checkout/test/:sessionId', element: <TestCheckoutPage /> },
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
          { path: '/admin/calendar', element: <AdminCalendarPage /> },
          { path: '/admin/availability', element: <AdminCalendarPage /> },
          { path: '/admin/contact-requests', element: <ContactRequestsPage /> },
          { path: '/admin/outbox', element: <OutboxPage /> },
          { path: '/admin/articles', element: <AdminArticlesPage /> },
          { path: '/admin/articles/new', element: <AdminNewArticlePage /> },
          { path: '/admin/articles/:id/edit', element: <AdminEditArticlePage /> },
        ],
      },
      // The conversation center shows its own Access Denied card instead of redirecting.
      { path: '/admin/messages', element: <ConversationCenterPage /> },
      { path: '/admin/chat', element: <ConversationCenterPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
