import { useTranslation } from 'react-i18next';
import type { DataExportState } from '@lexbridge/shared/schemas/data-requests';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * Where the newest copy stands, in words (and a progress bar while it is built), announced to
 * screen readers as it changes. `whose` says "your" on the account page, "the client's" for the firm.
 */
export function DataExportStatus({
  state,
  whose,
}: {
  state: DataExportState;
  whose: 'own' | 'client';
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const texts = {
    building: t('dataExport.building', { progress: state.progress }),
    ready: t(`dataExport.ready.${whose}`, {
      date: state.expiresAt ? format.dateTime(state.expiresAt) : '',
    }),
    downloaded: t('dataExport.downloaded', {
      date: state.downloadedAt ? format.dateTime(state.downloadedAt) : '',
    }),
    expired: t('dataExport.expired'),
    failed: t('dataExport.failed'),
  };
  return (
    <div className="space-y-2">
      <p className="text-sm" role="status">
        {texts[state.status]}
      </p>
      {state.status === 'building' && (
        <progress
          className="h-2 w-full accent-primary"
          max={100}
          value={state.progress}
          aria-label={t('dataExport.progressLabel')}
        />
      )}
      <p className="text-xs text-muted">
        {t('dataExport.askedAt', { date: format.dateTime(state.createdAt) })}
        {state.requestedByFirm && ` ${t('dataExport.byFirm')}`}
      </p>
    </div>
  );
}
