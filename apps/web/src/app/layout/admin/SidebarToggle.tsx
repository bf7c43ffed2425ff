import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SIDEBAR_ID } from './AdminSidebar';

/** Collapses or expands the sidebar from 768px up (Ctrl+B / Cmd+B does the same). */
export function SidebarToggle({ expanded, toggle }: { expanded: boolean; toggle: () => void }) {
  const { t } = useTranslation('admin');
  const Icon = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <button
      type="button"
      className="hidden size-10 items-center justify-center rounded-md text-navy-900 hover:bg-paper-muted md:inline-flex"
      aria-expanded={expanded}
      aria-controls={ADMIN_SIDEBAR_ID}
      aria-label={t('layout.toggleSidebar')}
      title={t('layout.toggleSidebarHint')}
      onClick={toggle}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
