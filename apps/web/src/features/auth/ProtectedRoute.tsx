import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-context';
import { LoadingScreen } from '../../components/layout/LoadingScreen';

/** Renders its children (or the nested routes) only for a signed-in user; others go to /auth. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  return children ?? <Outlet />;
}

/** Renders only for an administrator; the signed-out go to /auth, other users to /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
