import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, Briefcase, CalendarDays, FileText, MessagesSquare, Users } from 'lucide-react';

/** The firm's everyday destinations, as the spec lists them. */
const actions = [
  {
    to: '/admin/matters',
    key: 'matters',
    label: 'quickActions.matters.label',
    description: 'quickActions.matters.description',
    icon: Briefcase,
  },
  {
    to: '/admin/clients',
    key: 'clients',
    label: 'quickActions.clients.label',
    description: 'quickActions.clients.description',
    icon: Users,
  },
  {
    to: '/admin/documents',
    key: 'documents',
    label: 'quickActions.documents.label',
    description: 'quickActions.documents.description',
    icon: FileText,
  },
  {
    to: '/admin/messages',
    key: 'messages',
    label: 'quickActions.messages.label',
    description: 'quickActions.messages.description',
    icon: MessagesSquare,
  },
  {
    to: '/admin/calendar',
    key: 'calendar',
    label: 'quickActions.calendar.label',
    description: 'quickActions.calendar.description',
    icon: CalendarDays,
  },
  {
    to: '/admin/analytics',
    key: 'analytics',
    label: 'quickActions.analytics.label',
    description: 'quickActions.analytics.description',
    icon: BarChart3,
  },
] as const;

export function QuickActions() {
  const { t } = useTranslation('admin');
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {actions.map(({ to, key, label, description, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full items-start gap-3 rounded-lg border border-border bg-white p-4 transition-colors hover:border-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-800"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-800" />
            <span>
              <span className="block font-medium text-navy-900">{t(label)}</span>
              <span className="block text-sm text-muted">{t(description)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
