import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { matterStatusLabel } from '@lexbridge/shared/schemas/matters';
import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { InvoiceStatusBadge } from '../../invoices';

type Props = Pick<DashboardOverview, 'recentMatters' | 'recentInvoices'>;

/** The latest matters (3) and invoices (2, with their matter's title), newest first. */
export function RecentActivity({ recentMatters, recentInvoices }: Props) {
  const { t } = useTranslation(['admin', 'matters']);
  const { firmDate } = useFormat();
  const language = useLanguage();
  const empty = recentMatters.length === 0 && recentInvoices.length === 0;

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="recent-activity">
      <h2 id="recent-activity" className="mb-4 text-xl font-semibold">
        {t('overview.recentActivity')}
      </h2>
      {empty ? <p className="text-muted">{t('overview.noActivity')}</p> : null}
      <ul className="divide-y divide-border">
        {recentMatters.map((matter) => (
          <li key={matter.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
            <span className="font-medium break-words text-navy-900">
              {t('overview.newMatter', { title: matter.title })}
            </span>
            <span className="text-sm text-muted">
              {matter.clientName} · {t(matterStatusLabel(matter.status))} ·{' '}
              {firmDate(matter.createdAt)}
            </span>
          </li>
        ))}
        {recentInvoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
            <span className="font-medium break-words text-navy-900">
              {t('overview.newInvoice', { number: invoice.number, title: invoice.matterTitle })}
            </span>
            <span className="text-sm text-muted tabular-nums">
              {formatInvoiceAmount(invoice.amountCents, invoice.currency, language)} ·{' '}
              {firmDate(invoice.createdAt)}
            </span>
            <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
        <Link to="/admin?tab=projects" className="text-navy-800 underline">
          {t('overview.allMatters')}
        </Link>
        <Link to="/admin?tab=invoices" className="text-navy-800 underline">
          {t('overview.allInvoices')}
        </Link>
      </div>
    </Card>
  );
}
