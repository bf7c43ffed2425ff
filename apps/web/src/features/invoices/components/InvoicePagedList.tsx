import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientInvoice, InvoiceList } from '@lexbridge/shared/schemas/invoices';
import { PagedList, type Paging } from '../../../components/list/PagedList';
import { usePageTexts } from '../../../components/list/use-page-texts';
import { InvoiceTable } from './InvoiceTable';

type Props<I extends ClientInvoice> = Paging<InvoiceList<I>> & {
  clientOf?: (invoice: I) => string;
  actions(invoice: I): ReactNode;
};

/** A page of invoices as a table, with their count, 'No invoices found' and the pager. */
export function InvoicePagedList<I extends ClientInvoice>({
  clientOf,
  actions,
  ...paging
}: Props<I>) {
  const { t } = useTranslation('invoices');
  return (
    <PagedList
      {...paging}
      items={(data) => data.invoices}
      renderItems={(invoices) => (
        <InvoiceTable
          invoices={invoices}
          caption={t('page.title')}
          clientOf={clientOf}
          actions={actions}
        />
      )}
      texts={usePageTexts('invoices')}
    />
  );
}
