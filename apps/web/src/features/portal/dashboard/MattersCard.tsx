import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useMatters, MatterBadges } from '../../matters';

/** The spec fetches five matters and shows three; the rest are one link away. */
const FETCHED = 5;
const SHOWN = 3;

/** Dashboard card: the client's latest matters, each linking to its details on /matters. */
export function MattersCard() {
  const { t } = useTranslation('portal');
  const { data, isPending, isError } = useMatters({ pageSize: FETCHED });
  const matters = data?.matters.slice(0, SHOWN) ?? [];

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby="matters-card">
      <h2 id="matters-card" className="text-xl font-semibold">
        {t('dashboard.matters.title')}
      </h2>
      {isPending ? (
        <LoadingStatus />
      ) : isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : matters.length === 0 ? (
        <p className="text-muted">{t('dashboard.matters.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {matters.map((matter) => (
            <li key={matter.id} className="space-y-1.5">
              <Link
                to={`/matters?matter_id=${matter.id}`}
                className="font-medium text-navy-900 underline-offset-4 hover:underline"
              >
                {matter.title}
              </Link>
              <MatterBadges status={matter.status} priority={matter.priority} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/matters" className="mt-auto text-sm font-medium text-navy-800 underline">
        {t('dashboard.matters.viewAll')}
      </Link>
    </Card>
  );
}
