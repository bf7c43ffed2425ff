import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAccessLog } from '../api/get-access-log';

/** Who downloaded which version of a document, and when; newest first. */
export function AccessLogList({ id }: { id: string }) {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const describeError = useErrorMessage();
  const log = useAccessLog(id, true);

  if (log.isPending) return <LoadingStatus />;
  if (log.isError) return <Alert tone="error">{describeError(log.error)}</Alert>;
  if (log.data.entries.length === 0) return <p className="text-muted">{t('accessLog.empty')}</p>;
  return (
    <ul className="divide-y divide-border">
      {log.data.entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <span className="min-w-0 font-medium wrap-anywhere">{entry.userName}</span>
          <span className="text-muted">
            {t('accessLog.entry', { version: entry.version })}
            {' · '}
            <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
