import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useDashboard } from './api/get-dashboard';
import { ErasureRequestsAlert } from './ErasureRequestsAlert';
import { OverviewCards } from './OverviewCards';
import { RecentActivity } from './RecentActivity';

/**
 * Where the practice stands: erasure requests waiting for a decision, the figures, each linking to
 * its list, and the latest activity.
 */
export function OverviewTab() {
  // Recent Activity speaks of matters and invoices: their texts load with the tab, before the data.
  const { t } = useTranslation(['admin', 'matters', 'invoices']);
  const { data, isPending, isError } = useDashboard();
  useFailureToast(isError, t('overview.loadFailed'));

  if (isPending) return <LoadingStatus />;
  if (isError) return <p role="alert">{t('overview.loadFailed')}</p>;
  return (
    <div className="space-y-6">
      <ErasureRequestsAlert requests={data.erasureRequests} />
      <OverviewCards overview={data} />
      <RecentActivity recentMatters={data.recentMatters} recentInvoices={data.recentInvoices} />
    </div>
  );
}
