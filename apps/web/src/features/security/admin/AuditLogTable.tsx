import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@lexbridge/shared/schemas/audit';
import { CardTableCell } from '../../../components/list/CardTableCell';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAuditSummary } from './use-audit-summary';

type Column = {
  key: string;
  label: string;
  cell(entry: AuditEntry): ReactNode;
  className?: string;
};

// Any character may end a line: an address or a name without spaces must not widen the page.
const cellClasses = 'wrap-anywhere @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-top';

/**
 * The log as a table where its own container is wide (not the window: beside the admin sidebar a
 * 1,024 px window leaves about 700 px) and as one card per entry in a narrower one (320 px too),
 * where each value shows its column's name beside it. The roles are stated, so screen readers
 * keep reading a table after CSS has changed how the elements are displayed.
 */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('security');
  const { dateTime } = useFormat();
  const summary = useAuditSummary();
  const columns: Column[] = [
    {
      key: 'who',
      label: t('log.columns.who'),
      cell: (entry) => entry.actorName ?? <span className="text-muted">{t('log.nobody')}</span>,
    },
    {
      key: 'action',
      label: t('log.columns.action'),
      cell: (entry) => t(`actions.${entry.action}`),
    },
    {
      key: 'subject',
      label: t('log.columns.subject'),
      cell: (entry) =>
        entry.subject && (
          <>
            <span className="block text-xs text-muted">{t(`subjects.${entry.subject.type}`)}</span>
            {entry.subject.label}
          </>
        ),
    },
    { key: 'details', label: t('log.columns.details'), cell: summary, className: '@4xl:max-w-xs' },
  ];

  return (
    <div className="@container">
      <table
        role="table"
        className="block w-full text-sm @4xl:table @4xl:border @4xl:border-border @4xl:bg-white"
      >
        <caption className="sr-only">{t('log.title')}</caption>
        <thead role="rowgroup" className="sr-only text-left @4xl:not-sr-only">
          <tr role="row">
            {[t('log.columns.when'), ...columns.map((column) => column.label)].map((label) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
                className={cn(cellClasses, 'font-medium')}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 @4xl:table-row-group">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              role="row"
              className="block rounded-lg border border-border bg-white p-4 @4xl:table-row @4xl:rounded-none @4xl:border-x-0 @4xl:border-b-0 @4xl:p-0"
            >
              <th
                role="rowheader"
                scope="row"
                className={cn(
                  'block pb-2 text-left font-semibold @4xl:whitespace-nowrap',
                  cellClasses,
                )}
              >
                <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
              </th>
              {columns.map((column) => (
                <CardTableCell
                  key={column.key}
                  label={column.label}
                  className={cn(
                    'grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-1',
                    cellClasses,
                    column.className,
                  )}
                  labelClassName="@4xl:hidden"
                >
                  {column.cell(entry)}
                </CardTableCell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
