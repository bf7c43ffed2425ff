import { useCallback, useState, type ReactNode } from 'react';
import { useFirm } from '../../../features/site';
import { useAuth } from '../../../features/auth';
import { SkipLink } from '../SkipLink';
import { AdminMobileSheet } from './AdminMobileSheet';
import { AdminSidebar } from './AdminSidebar';
import { SidebarToggle } from './SidebarToggle';
import { useSidebarExpanded } from './sidebar-state';
import { useSidebarShortcut } from './use-sidebar-shortcut';

/** Where the sidebar is a column rather than a sheet (the spec's mobile breakpoint). */
const isWideScreen = () => window.matchMedia?.('(min-width: 768px)').matches ?? true;

/**
 * The back office's frame: the collapsible sidebar (a sheet on phones), a slim bar with its
 * toggle and the signed-in e-mail, and the page in the one `<main>`. No public header, footer or chat widget here.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const firm = useFirm();
  const { expanded, toggle } = useSidebarExpanded();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The shortcut acts on what the screen shows: the column when wide, else the sheet.
  const onShortcut = useCallback(() => {
    if (isWideScreen()) toggle();
    else setSheetOpen((open) => !open);
  }, [toggle]);
  useSidebarShortcut(onShortcut);

  return (
    <div className="flex min-h-screen bg-paper">
      <SkipLink />
      <AdminSidebar collapsed={!expanded} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border bg-paper px-2">
          <SidebarToggle expanded={expanded} toggle={toggle} />
          <AdminMobileSheet open={sheetOpen} onOpenChange={setSheetOpen} />
          <span className="truncate font-serif text-lg font-semibold text-navy-900">
            {firm.name}
          </span>
          {/* Who is signed in; the sign-out is at the sidebar's foot. */}
          <span className="ml-auto min-w-0 truncate px-2 text-sm text-muted">{user?.email}</span>
        </header>
        {/* Pages keep the public pages' shell; under the slim bar they need less room above. */}
        <main id="main-content" tabIndex={-1} className="flex-1 *:pt-8 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
