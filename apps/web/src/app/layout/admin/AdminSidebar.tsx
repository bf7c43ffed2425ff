import { cn } from '../../../lib/cn';
import { AdminSidebarContent } from './AdminSidebarContent';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/**
 * The sidebar from 768px up: 16rem wide, or 3rem with icons only when collapsed. Narrower screens
 * hide it and open the same links in a sheet instead (AdminMobileSheet).
 */
export function AdminSidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      id={ADMIN_SIDEBAR_ID}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn(
        'on-dark sticky top-0 hidden h-svh shrink-0 flex-col bg-navy-900 py-3 text-white md:flex',
        'transition-[width] duration-200 motion-reduce:transition-none',
        collapsed ? 'w-12 px-1' : 'w-64 px-2',
      )}
    >
      <AdminSidebarContent collapsed={collapsed} />
    </div>
  );
}
