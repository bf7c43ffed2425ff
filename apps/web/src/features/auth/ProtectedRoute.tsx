import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-context';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { useLocalizedPath } from '../../lib/i18n/use-language';

/**
 * Where a guard sends someone without a session: to sign in, unless they just signed out here,
 * who go home (the page they left may still be on screen while the home page loads). Both are
 * public pages, shown in the language the app is in now.
 */
const signedOutTarget = (signedOut: boolean) => (signedOut ? '/' : '/auth');

/** Renders its children (or the nested routes) only for a signed-in user; others go to /auth. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const localize = useLocalizedPath();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={localize(signedOutTarget(signedOut))} replace />;
  return children ?? <Outlet />;
}

/** Renders only for an administrator; the signed-out go to /auth, other users to /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isAdmin, loading, signedOut } = useAuth();
  const localize = useLocalizedPath();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={localize(signedOutTarget(signedOut))} replace />;
  if (!isAdmin) return <Navigate to={localize('/')} replace />;
  return children ?? <Outlet />;
}
