import { Link } from 'react-router';
import { LogOut } from '../../components/ui/shell-icons';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { Button } from '../../components/ui/button';
import { useAuth, useSignOutAndGoHome } from '../../features/auth';
import { cn } from '../../lib/cn';

type AuthActionsProps = { className?: string; onNavigate?: () => void };

/**
 * Header buttons: sign-in links when signed out; when signed in, the e-mail (a link to the
 * account page), admin links and Sign Out.
 */
export function AuthActions({ className, onNavigate }: AuthActionsProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { user, isAdmin, loading } = useAuth();
  const signOutAndGoHome = useSignOutAndGoHome();

  if (loading) return null;

  if (!user) {
    return (
      <div className={cn('flex gap-2', className)}>
        <Button asChild variant="primary" size="sm">
          <Link to={localize('/auth')} onClick={onNavigate}>
            {t('auth.clientPortal')}
          </Link>
        </Button>
        <Button asChild variant="onDark" size="sm">
          <Link to={localize('/auth?admin=true')} onClick={onNavigate}>
            {t('auth.adminLogin')}
          </Link>
        </Button>
      </div>
    );
  }

  async function handleSignOut() {
    onNavigate?.();
    await signOutAndGoHome();
  }

  return (
    <div className={cn('flex gap-2', className)}>
      <Link
        to="/account"
        onClick={onNavigate}
        title={t('auth.account')}
        className="min-w-0 truncate text-sm text-white/90 underline-offset-4 hover:text-white hover:underline"
      >
        {user.email}
        <span className="sr-only"> ({t('auth.account')})</span>
      </Link>
      {isAdmin && (
        <>
          <Button asChild variant="primary" size="sm">
            <Link to="/admin" onClick={onNavigate}>
              {t('auth.adminDashboard')}
            </Link>
          </Button>
          <Button asChild variant="onDark" size="sm">
            <Link to="/admin/chat" onClick={onNavigate}>
              {t('auth.adminChat')}
            </Link>
          </Button>
        </>
      )}
      <Button variant="onDark" size="sm" onClick={handleSignOut}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
