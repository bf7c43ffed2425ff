import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { exportDownloadAction, useExportLink } from '../api/export-link';

/**
 * /data-export/:token, the link mailed when a copy of someone's data is ready: what it holds and
 * a Download button. Opening the page uses nothing (mail scanners open links); the button posts,
 * and that one download is the link's only one.
 */
export function DataExportLinkPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('dataExportLink.title'));
  const { token = '' } = useParams();
  const link = useExportLink(token);
  const errorMessage = useErrorMessage();
  const format = useFormat();
  const localize = useLocalizedPath();
  const [started, setStarted] = useState(false);
  const state = link.data;
  return (
    <PageShell className="max-w-2xl">
      <Card className="space-y-4">
        <h1 className="text-3xl font-semibold">{t('dataExportLink.title')}</h1>
        {link.isPending && <p role="status">{t('dataExportLink.loading')}</p>}
        {link.isError && <Alert tone="error">{errorMessage(link.error)}</Alert>}
        {state?.status === 'used' && <Alert tone="error">{t('dataExportLink.used')}</Alert>}
        {state?.status === 'expired' && <Alert tone="error">{t('dataExportLink.expired')}</Alert>}
        {state?.status === 'ready' && state.signInRequired && (
          <div className="space-y-3">
            <p>{t('dataExportLink.signIn')}</p>
            <Link to={localize('/auth')} className="font-medium underline underline-offset-2">
              {t('dataExportLink.signInLink')}
            </Link>
          </div>
        )}
        {state?.status === 'ready' && !state.signInRequired && (
          <form
            method="post"
            action={exportDownloadAction(token)}
            onSubmit={() => setStarted(true)}
            className="space-y-4"
          >
            <p>{t('dataExportLink.intro')}</p>
            <p className="text-sm text-muted">
              {t('dataExportLink.details', {
                size: format.fileSize(state.sizeBytes ?? 0),
                date: state.expiresAt ? format.dateTime(state.expiresAt) : '',
              })}
            </p>
            {started ? (
              <p role="status">{t('dataExportLink.started')}</p>
            ) : (
              <Button type="submit">{t('dataExportLink.download')}</Button>
            )}
          </form>
        )}
      </Card>
    </PageShell>
  );
}
