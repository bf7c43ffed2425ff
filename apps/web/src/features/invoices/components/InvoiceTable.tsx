import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { CardTable, type CardTableColumn } from '../../../components/list/CardTable';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useInvoiceFormat } from './use-invoice-format';

type Props<I extends ClientInvoice> = {
  invoices: I[];
  /** The table's name ('Invoices'). */
  caption: string;
  /** The firm's table names each invoice's client; a client's does not. */
  clientOf?: (invoice: I) => string;
  /** What can be done with the invoice (download, pay, change the status). */
  actions(invoice: I): ReactNode;
};

/**
 * Invoices as a table where its container is wide and as cards (one or two across) where it is
 * narrower: beside the admin sidebar, a 1,280 px window leaves too little for the firm's columns
 * and actions, which would push the table past the window.
 */
export function InvoiceTable<I extends ClientInvoice>({
  invoices,
  caption,
  clientOf,
  actions,
}: Props<I>) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const columns: CardTableColumn<I>[] = [
    ...(clientOf ? [{ key: 'client', label: t('columns.client'), cell: clientOf }] : []),
    { key: 'matter', label: t('columns.matter'), cell: (invoice) => invoice.matterTitle },
    {
      key: 'description',
      label: t('columns.description'),
      cell: (invoice) => invoice.description ?? t('noDescription'),
      className: '@6xl:max-w-xs',
    },
    {
      key: 'amount',
      label: t('columns.amount'),
      cell: (invoice) => format.amount(invoice),
      className: 'tabular-nums @6xl:whitespace-nowrap',
    },
    {
      key: 'dueDate',
      label: t('columns.dueDate'),
      cell: (invoice) => format.dueDate(invoice),
      className: '@6xl:whitespace-nowrap',
    },
    {
      key: 'status',
      label: t('columns.status'),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <CardTable
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      caption={caption}
      wideFrom="6xl"
      header={{
        key: 'number',
        label: t('columns.number'),
        cell: (invoice) => invoice.number,
        className: 'text-base @6xl:text-sm',
      }}
      columns={columns}
      actions={{ label: t('columns.actions'), cell: actions }}
      classes={{
        body: '@2xl:grid @2xl:grid-cols-2 @2xl:gap-3 @2xl:space-y-0',
        labelColumn: 'grid-cols-[7rem_minmax(0,1fr)]',
      }}
    />
  );
}
