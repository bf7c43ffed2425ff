import { useTranslation } from 'react-i18next';
import type { AuditLogQuery } from '@lexbridge/shared/schemas/audit';
import { PagedList } from '../../../components/list/PagedList';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useListParams } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { auditParams, knownAction, knownDate } from './audit-params';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';

/** The audit log: filters and page in the URL, 25 entries a page, newest first. */
export function AuditLogSection() {
  const { t } = useTranslation('security');
  const { page, filters, update } = useListParams(auditParams);
  const query: AuditLogQuery = {
    page,
    person: filters.person || undefined,
    action: knownAction(filters.action),
    from: knownDate(filters.from),
    to: knownDate(filters.to),
  };
  const log = useAuditLog(query);
  useFailureToast(log.isError, t('log.loadFailed'));

  return (
    <section aria-labelledby="audit-log-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="audit-log-title" className="text-2xl font-semibold">
          {t('log.title')}
        </h2>
        <p className="text-sm text-muted">{t('log.intro')}</p>
      </div>
      <AuditLogFilters values={filters} onChange={update} />
      <div>
        <PagedList
          result={log}
          items={(data) => data.entries}
          renderItems={(entries) => <AuditLogTable entries={entries} />}
          page={page}
          onPage={(next) => update({ page: String(next) })}
          texts={{
            count: (total) => t('log.count', { count: total }),
            empty: t('log.empty'),
            pages: t('log.pages'),
          }}
        />
      </div>
    </section>
  );
}
