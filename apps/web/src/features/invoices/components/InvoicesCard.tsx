import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useInvoices } from '../api/get-invoices';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useInvoiceFormat } from './use-invoice-format';

/** The dashboard's lists fetch five rows and show three; the rest are one link away. */
const FETCHED = 5;
const SHOWN = 3;

/**
 * Dashboard card: the client's latest invoices, and how many are still to pay (the server counts
 * every open one, not only those shown), or 'No pending invoices'.
 */
export function InvoicesCard() {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const { data, isPending, isError } = useInvoices({ pageSize: FETCHED });
  const invoices = data?.invoices.slice(0, SHOWN) ?? [];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby="invoices-card">
      <h2 id="invoices-card" className="text-xl font-semibold">
        {t('card.title')}
      </h2>
      {isPending ? (
        <LoadingStatus />
      ) : isError ? (
        <p role="alert">{t('page.loadFailed')}</p>
      ) : invoices.length === 0 ? (
        <p className="text-muted">{t('page.empty')}</p>
      ) : (
        <>
          <p className="text-sm font-medium text-navy-900">
            {data.openTotal === 0 ? t('card.noPending') : t('card.open', { count: data.openTotal })}
          </p>
          <ul className="space-y-3">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-navy-900">{invoice.number}</span>
                  <InvoiceStatusBadge status={invoice.status} />
                </div>
                <p className="text-sm text-muted">
                  <span className="tabular-nums">{format.amount(invoice)}</span>
                  {' · '}
                  {t('card.due', { date: format.dueDate(invoice) })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/invoices" className="mt-auto text-sm font-medium text-navy-800 underline">
        {t('card.viewAll')}
      </Link>
    </Card>
  );
}
