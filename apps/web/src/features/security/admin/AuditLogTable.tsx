import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@lexbridge/shared/schemas/audit';
import { CardTable, type CardTableColumn } from '../../../components/list/CardTable';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAuditSummary } from './use-audit-summary';

/**
 * The log as a table where its own container is wide (not the window: beside the admin sidebar a
 * 1,024 px window leaves about 700 px) and as one card per entry in a narrower one (320 px too).
 */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('security');
  const { dateTime } = useFormat();
  const summary = useAuditSummary();
  const columns: CardTableColumn<AuditEntry>[] = [
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
    <CardTable
      rows={entries}
      rowKey={(entry) => entry.id}
      caption={t('log.title')}
      wideFrom="4xl"
      header={{
        key: 'when',
        label: t('log.columns.when'),
        cell: (entry) => <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>,
      }}
      columns={columns}
      classes={{
        // Any character may end a line: an address or a name without spaces must not widen the page.
        cell: 'wrap-anywhere',
        labelColumn: 'grid-cols-[6rem_minmax(0,1fr)]',
      }}
    />
  );
}
