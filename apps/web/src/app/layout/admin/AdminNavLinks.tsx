import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminNavigation } from '@lexbridge/shared/routes';
import { cn } from '../../../lib/cn';
import { adminIcons } from './admin-icons';

export const itemClass = (collapsed: boolean) =>
  cn(
    'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm text-white/85 hover:bg-white/10 hover:text-white',
    collapsed && 'justify-center px-0',
  );

/**
 * The admin sections, from the route manifest in its order, so only pages that exist are listed.
 * The current section is marked by NavLink (`aria-current="page"`); the dashboard only on itself.
 * Collapsed, only icons show: the label stays for screen readers and as the tooltip.
 */
export function AdminNavLinks({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(['pages']);
  return (
    <ul className="flex-1 space-y-1 overflow-y-auto p-1">
      {adminNavigation.map(({ to, label, icon }) => {
        const Icon = adminIcons[icon];
        const name = t(label);
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              title={collapsed ? name : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(itemClass(collapsed), isActive && 'bg-white/15 font-semibold text-white')
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={cn(collapsed && 'sr-only')}>{name}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
