import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSiteVersions } from './api/site-editor-api';

/**
 * The published versions kept (the last 20), newest first: when, by whom, which is live. Restoring
 * one makes its content the draft and the live site again, after a confirmation.
 */
export function VersionsPanel({ onRestore }: { onRestore: (id: number) => void }) {
  const { t } = useTranslation('siteEditor');
  const format = useFormat();
  const versions = useSiteVersions();
  const describeError = useErrorMessage();
  if (versions.isPending) return <LoadingStatus />;
  if (versions.isError) return <Alert tone="error">{describeError(versions.error)}</Alert>;
  return (
    <section className="space-y-3" aria-labelledby="site-versions-title">
      <h2 id="site-versions-title" className="text-xl font-semibold">
        {t('versions.title')}
      </h2>
      <p className="text-sm text-muted">{t('versions.intro')}</p>
      <ul className="divide-y divide-border rounded-md border border-border bg-white">
        {versions.data.versions.map((version) => {
          const title = t('versions.version', { version: version.id });
          return (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {title}
                  {version.current && (
                    <StatusBadge tone="success">{t('versions.current')}</StatusBadge>
                  )}
                </p>
                <p className="text-muted">
                  {t('versions.publishedBy', {
                    date: format.dateTime(version.publishedAt),
                    name: version.publishedBy?.name ?? t('status.seed'),
                  })}
                  {version.restoredFrom !== null &&
                    ` ${t('versions.restoredFrom', { version: version.restoredFrom })}`}
                </p>
              </div>
              {!version.current && (
                <ConfirmDialog
                  title={t('versions.confirmTitle', { version: version.id })}
                  description={t('versions.confirmText')}
                  confirmLabel={t('versions.restore')}
                  onConfirm={() => onRestore(version.id)}
                  trigger={
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('versions.restoreLabel', { version: version.id })}
                    >
                      {t('versions.restore')}
                    </Button>
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
