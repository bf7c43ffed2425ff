import { useTranslation } from 'react-i18next';
import {
  AlertTriangle,
  Briefcase,
  CalendarClock,
  Clock,
  FileText,
  MessageSquare,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import { firm } from '@lexbridge/shared/firm/firm';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { OverviewCard } from './OverviewCard';

/** The counted figures, in the spec's order; Monthly Revenue comes after the first two. */
const counts = [
  { figure: 'totalClients', label: 'overview.totalClients', to: '/admin/clients', icon: Users },
  {
    figure: 'activeMatters',
    label: 'overview.activeMatters',
    to: '/admin/matters?status=active',
    icon: Briefcase,
  },
  {
    figure: 'pendingInvoices',
    label: 'overview.pendingInvoices',
    to: '/admin?tab=invoices',
    icon: Clock,
    detail: 'overview.pendingDetail',
  },
  { figure: 'documents', label: 'overview.documents', to: '/admin/documents', icon: FileText },
  {
    figure: 'upcomingAppointments',
    label: 'overview.appointments',
    to: '/admin/calendar',
    icon: CalendarClock,
    detail: 'overview.upcoming',
  },
  {
    figure: 'overdueInvoices',
    label: 'overview.overdueInvoices',
    to: '/admin?tab=invoices&status=overdue',
    icon: AlertTriangle,
  },
  {
    figure: 'unreadThreads',
    label: 'overview.unreadMessages',
    to: '/messages',
    icon: MessageSquare,
    detail: 'overview.unreadDetail',
  },
] as const;

/**
 * The overview's figures, each a link to the list it counts. Revenue is shown per currency, this
 * month's paid invoices with the all-time total beside it: amounts in different currencies are
 * never added together.
 */
export function OverviewCards({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  const countCard = ({ figure, label, to, icon, ...card }: (typeof counts)[number]) => (
    <OverviewCard
      key={figure}
      label={t(label)}
      value={number(overview[figure])}
      to={to}
      icon={icon}
      detail={'detail' in card ? t(card.detail) : undefined}
    />
  );
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {counts.slice(0, 2).map(countCard)}
      <RevenueCard revenue={overview.revenue} />
      {counts.slice(2).map(countCard)}
    </ul>
  );
}

/** This month's paid invoices per currency, each with its all-time total. */
function RevenueCard({ revenue }: Pick<DashboardOverview, 'revenue'>) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const amount = (cents: number, currency: string) =>
    formatInvoiceAmount(cents, currency, language);
  const lines = (text: (figure: DashboardOverview['revenue'][number]) => string) =>
    revenue.map((figure) => (
      <span key={figure.currency} className="block">
        {text(figure)}
      </span>
    ));
  return (
    <OverviewCard
      label={t('overview.monthlyRevenue')}
      to="/admin?tab=invoices&status=paid"
      icon={TrendingUp}
      value={
        revenue.length === 0
          ? amount(0, firm.currency)
          : lines((figure) => amount(figure.thisMonthCents, figure.currency))
      }
      detail={
        revenue.length === 0
          ? t('overview.noRevenue')
          : lines((figure) =>
              t('overview.allTime', { amount: amount(figure.allTimeCents, figure.currency) }),
            )
      }
    />
  );
}
