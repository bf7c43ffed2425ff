import { useLocation } from 'react-router';
import { findAppRoute } from '@lexbridge/shared/routes';
import { useAuth } from '../../features/auth';

/** The frame around the page: the public site's, the back office's, or none while undecided. */
export type LayoutChoice = 'site' | 'admin' | 'pending';

/**
 * Admin pages sit in the admin layout (also while the session is checked: their visitors are
 * admins, and others are sent away or refused then). Signed-in pages in the admin navigation
 * (/messages, /invoices) are shown in it to admins only, so clients keep the site's frame; until
 * the session is known they get no frame, rather than one that is then swapped.
 */
export function useLayoutChoice(): LayoutChoice {
  const { pathname } = useLocation();
  const { isAdmin, loading } = useAuth();
  const entry = findAppRoute(pathname);
  if (!entry || entry.access === 'public') return 'site';
  if (entry.access === 'admin') return isAdmin || loading ? 'admin' : 'site';
  if (!entry.adminNav) return 'site';
  if (loading) return 'pending';
  return isAdmin ? 'admin' : 'site';
}

/** Whether a page's frame may be the admin layout, so the browser fetches its code up front. */
export const mayUseAdminLayout = (pathname: string) => {
  const entry = findAppRoute(pathname);
  return !!entry && (entry.access === 'admin' || !!entry.adminNav);
};
