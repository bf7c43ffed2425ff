import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { CardTableCell } from '../../../components/list/CardTableCell';
import { cn } from '../../../lib/cn';
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

type Column<I> = { key: string; label: string; cell(invoice: I): ReactNode; className?: string };

const cellClasses = '@6xl:table-cell @6xl:px-3 @6xl:py-3 @6xl:align-top';

/**
 * Invoices as a table where its container is wide and as cards (one or two across) where it is
 * narrower, each value showing its column's name beside it. The container's width decides, not
 * the window's: beside the admin sidebar, a 1,280 px window leaves too little for the firm's
 * columns and actions, which would push the table past the window. The roles are stated, so
 * screen readers keep reading a table (row, column header, cell) after CSS has changed how the
 * elements are displayed.
 */
export function InvoiceTable<I extends ClientInvoice>({
  invoices,
  caption,
  clientOf,
  actions,
}: Props<I>) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const columns: Column<I>[] = [
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
    <div className="@container">
      <table
        role="table"
        className="block w-full text-sm @6xl:table @6xl:border @6xl:border-border @6xl:bg-white"
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only text-left @6xl:not-sr-only">
          <tr role="row">
            {[t('columns.number'), ...columns.map((column) => column.label)].map((label) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
                className={cn(cellClasses, 'font-medium')}
              >
                {label}
              </th>
            ))}
            <th role="columnheader" scope="col" className={cn(cellClasses, 'font-medium')}>
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 @2xl:grid @2xl:grid-cols-2 @2xl:gap-3 @2xl:space-y-0 @6xl:table-row-group"
        >
          {invoices.map((invoice) => (
            <tr
              key={invoice.id}
              role="row"
              className="block rounded-lg border border-border bg-white p-4 @6xl:table-row @6xl:rounded-none @6xl:border-x-0 @6xl:border-b-0 @6xl:p-0"
            >
              <th
                role="rowheader"
                scope="row"
                className={cn(
                  'block pb-2 text-left text-base font-semibold @6xl:text-sm @6xl:whitespace-nowrap',
                  cellClasses,
                )}
              >
                {invoice.number}
              </th>
              {columns.map((column) => (
                <CardTableCell
                  key={column.key}
                  label={column.label}
                  className={cn(
                    'grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1',
                    cellClasses,
                    column.className,
                  )}
                  labelClassName="@6xl:hidden"
                >
                  {column.cell(invoice)}
                </CardTableCell>
              ))}
              <td role="cell" className={cn('block pt-3', cellClasses)}>
                <div className="flex flex-wrap items-center gap-2">{actions(invoice)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
