import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { useSignOutAndGoHome } from '../../features/auth/use-sign-out';
import { cn } from '../../lib/cn';

type AuthActionsProps = { className?: string; onNavigate?: () => void };

/** Header buttons: sign-in links when signed out; e-mail, admin links and Sign Out when signed in. */
export function AuthActions({ className, onNavigate }: AuthActionsProps) {
  const { user, isAdmin, loading } = useAuth();
  const signOutAndGoHome = useSignOutAndGoHome();

  if (loading) return null;

  if (!user) {
    return (
      <div className={cn('flex gap-2', className)}>
        <Button asChild variant="primary" size="sm">
          <Link to="/auth" onClick={onNavigate}>
            Client Portal
          </Link>
        </Button>
        <Button asChild variant="onDark" size="sm">
          <Link to="/auth?admin=true" onClick={onNavigate}>
            Admin Login
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
      <span className="min-w-0 truncate text-sm text-white/90" title={user.email}>
        {user.email}
      </span>
      {isAdmin && (
        <>
          <Button asChild variant="primary" size="sm">
            <Link to="/admin" onClick={onNavigate}>
              Admin Dashboard
            </Link>
          </Button>
          <Button asChild variant="onDark" size="sm">
            <Link to="/admin/chat" onClick={onNavigate}>
              Admin Chat
            </Link>
          </Button>
        </>
      )}
      <Button variant="onDark" size="sm" onClick={handleSignOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </Button>
    </div>
  );
}
