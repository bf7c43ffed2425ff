import { Link } from 'react-router';
import { Globe, LogOut, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useSignOutAndGoHome } from '../../../features/auth';
import { itemClass } from './AdminNavLinks';

/** Public Site (the home page in the language shown), My Account, and Sign Out (which returns home). */
export function AdminSidebarFooter({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('admin');
  const localize = useLocalizedPath();
  const signOut = useSignOutAndGoHome();
  const publicSite = t('layout.publicSite');
  const signOutLabel = t('layout.signOut');
  const account = t('layout.account');
  return (
    <div className="space-y-1 border-t border-white/15 px-1 pt-2">
      <Link
        to={localize('/')}
        title={collapsed ? publicSite : undefined}
        onClick={onNavigate}
        className={itemClass(collapsed)}
      >
        <Globe aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>{publicSite}</span>
      </Link>
      <Link
        to="/account"
        title={collapsed ? account : undefined}
        onClick={onNavigate}
        className={itemClass(collapsed)}
      >
        <UserCog aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>{account}</span>
      </Link>
      <button
        type="button"
        title={collapsed ? signOutLabel : undefined}
        onClick={() => void signOut()}
        className={cn(itemClass(collapsed), 'w-full')}
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        <span className={cn(collapsed && 'sr-only')}>{signOutLabel}</span>
      </button>
    </div>
  );
}
