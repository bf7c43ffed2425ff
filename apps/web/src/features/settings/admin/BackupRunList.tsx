import { useTranslation } from 'react-i18next';
import type { BackupRunRecord } from '@lexbridge/shared/schemas/backups';
import { useFormat } from '../../../lib/i18n/use-format';

const resultKey = (run: BackupRunRecord) =>
  run.result === 'ok'
    ? 'backups.result.ok'
    : run.result === 'failed'
      ? 'backups.result.failed'
      : 'backups.result.running';

/** The last scheduled backups, newest first: when, the result, the size and where, or the error. */
export function BackupRunList({ runs }: { runs: BackupRunRecord[] }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  if (runs.length === 0) return <p className="text-sm text-muted">{t('backups.none')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('backups.listLabel')}>
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-medium">{format.dateTime(run.startedAt)}</span>
          <span className={run.result === 'failed' ? 'text-destructive' : undefined}>
            {t(resultKey(run))}
          </span>
          {run.sizeBytes !== null && <span>{format.fileSize(run.sizeBytes)}</span>}
          {run.file && (
            <span className="w-full break-all text-muted">
              {t(`backups.where.${run.destination}`, { file: run.file })}
            </span>
          )}
          {run.error && <span className="w-full break-words text-muted">{run.error}</span>}
        </li>
      ))}
    </ul>
  );
}
