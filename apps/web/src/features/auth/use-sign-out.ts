import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context';

/**
 * Signs out and returns to the home page. It leaves the page first: clearing the session while a
 * protected page is still mounted would make its guard send the visitor to /auth instead. The
 * router normally commits navigations in a transition, which the session update could overtake,
 * so this one is committed synchronously (flushSync) and awaited.
 */
export function useSignOutAndGoHome() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { replace: true, flushSync: true });
    await signOut();
  }, [navigate, signOut]);
}
