import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { useAuth } from './auth-context';

/**
 * Signs out and returns to the home page. The protected page may still be on screen while the
 * home page's code loads; its guard then sees the cleared session and also sends the visitor
 * home, never to the sign-in page. The home page is the one in the language shown now.
 */
export function useSignOutAndGoHome() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const home = useLocalizedPath()('/');
  return useCallback(async () => {
    navigate(home, { replace: true });
    await signOut();
  }, [navigate, signOut, home]);
}
