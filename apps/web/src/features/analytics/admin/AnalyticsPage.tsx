import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firm } from '@lexbridge/shared/firm/firm';
import { knownAnalyticsPeriod } from '@lexbridge/shared/schemas/analytics';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { withParams } from '../../../lib/search-params';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsCharts } from './AnalyticsCharts';
import { PeriodSelect } from './PeriodSelect';

/**
 * /admin/analytics: charts of the practice over the last 3, 6 or 12 months, the period kept in
 * the URL (`?months=12`) so a shared link or the back button shows the same charts. The charting
 * code is this page's chunk only: no other page loads it.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(['analytics', 'pages']);
  useDocumentTitle(t('pages:admin-analytics.title'));
  const [params, setParams] = useSearchParams();
  const months = knownAnalyticsPeriod(params.get('months'));
  const report = useAnalytics(months);
  useFailureToast(report.isError, t('loadFailed'));

  return (
    <PageShell className="max-w-6xl">
      <AdminPageHeader
        title={t('pages:admin-analytics.title')}
        intro={t('intro', { timeZone: firm.timeZone })}
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <PeriodSelect
          value={months}
          onChange={(next) => setParams((current) => withParams(current, { months: String(next) }))}
        />
        {report.isPlaceholderData && <p role="status">{t('updating')}</p>}
      </div>
      {report.data ? (
        <AnalyticsCharts report={report.data} />
      ) : report.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          {t('loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <LoadingStatus />
      )}
    </PageShell>
  );
}
