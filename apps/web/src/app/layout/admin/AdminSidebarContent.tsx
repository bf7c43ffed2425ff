import { useTranslation } from 'react-i18next';
import { AdminNavLinks } from './AdminNavLinks';
import { AdminSidebarFooter } from './AdminSidebarFooter';

/**
 * The sidebar's one navigation landmark: the sections, then Public Site and Sign Out at its foot.
 * `onNavigate` lets the mobile sheet close when a link is chosen.
 */
export function AdminSidebarContent({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('layout.navigation')} className="flex min-h-0 flex-1 flex-col gap-2">
      <AdminNavLinks collapsed={collapsed} onNavigate={onNavigate} />
      <AdminSidebarFooter collapsed={collapsed} onNavigate={onNavigate} />
    </nav>
  );
}
