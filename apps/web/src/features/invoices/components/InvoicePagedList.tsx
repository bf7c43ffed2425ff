import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ClientInvoice, InvoiceList } from '@lexbridge/shared/schemas/invoices';
import { PagedList } from '../../../components/list/PagedList';
import { InvoiceTable } from './InvoiceTable';

type Props<I extends ClientInvoice> = {
  result: UseQueryResult<InvoiceList<I>>;
  page: number;
  onPage(page: number): void;
  clientOf?: (invoice: I) => string;
  actions(invoice: I): ReactNode;
};

/** A page of invoices as a table, with their count, 'No invoices found' and the pager. */
export function InvoicePagedList<I extends ClientInvoice>({
  result,
  page,
  onPage,
  clientOf,
  actions,
}: Props<I>) {
  const { t } = useTranslation('invoices');
  return (
    <PagedList
      result={result}
      items={(data) => data.invoices}
      renderItems={(invoices) => (
        <InvoiceTable
          invoices={invoices}
          caption={t('page.title')}
          clientOf={clientOf}
          actions={actions}
        />
      )}
      page={page}
      onPage={onPage}
      texts={{
        count: (total) => t('page.count', { count: total }),
        empty: t('page.empty'),
        pages: t('page.pages'),
      }}
    />
  );
}
