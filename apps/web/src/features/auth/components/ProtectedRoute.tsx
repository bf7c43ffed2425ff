import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useLocalizedPath } from '../../../lib/i18n/use-language';

/**
 * Where a guard sends someone without a session: to sign in, unless they just signed out here,
 * who go home (the page they left may still be on screen while the home page loads). Both are
 * public pages, shown in the language the app is in now.
 */
const signedOutTarget = (signedOut: boolean) => (signedOut ? '/' : '/auth');

/** Where an administrator who must still enrol a second factor is taken first. */
export const ENROLMENT_PATH = '/account/two-factor';

/** Sends an administrator without the required second factor to enrol, from any other page. */
function useEnrolmentRedirect() {
  const { mfaEnrolmentRequired } = useAuth();
  const { pathname } = useLocation();
  return mfaEnrolmentRequired && pathname !== ENROLMENT_PATH ? (
    <Navigate to={ENROLMENT_PATH} replace />
  ) : null;
}

/** Renders its children (or the nested routes) only for a signed-in user; others go to /auth. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const localize = useLocalizedPath();
  const enrol = useEnrolmentRedirect();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={localize(signedOutTarget(signedOut))} replace />;
  return enrol ?? children ?? <Outlet />;
}

/** Renders only for an administrator; the signed-out go to /auth, other users to /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isAdmin, loading, signedOut } = useAuth();
  const localize = useLocalizedPath();
  const enrol = useEnrolmentRedirect();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={localize(signedOutTarget(signedOut))} replace />;
  if (!isAdmin) return <Navigate to={localize('/')} replace />;
  return enrol ?? children ?? <Outlet />;
}
