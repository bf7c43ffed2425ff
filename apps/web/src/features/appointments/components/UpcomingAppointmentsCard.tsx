import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useAppointments } from '../api/get-appointments';
import { AppointmentItem } from './AppointmentItem';

/** As the dashboard's other lists: five fetched, three shown, the rest counted. */
const FETCHED = 5;
const SHOWN = 3;

/**
 * Dashboard card: the client's scheduled appointments of the next 30 days, soonest first, with
 * the consultations they booked and paid for.
 */
export function UpcomingAppointmentsCard() {
  const { t } = useTranslation(['appointments']);
  const { data, isPending, isError } = useAppointments({ upcoming: 'true', limit: FETCHED });
  const shown = data?.appointments.slice(0, SHOWN) ?? [];
  const more = (data?.total ?? 0) - shown.length;

  return (
    <Card
      className="flex flex-col gap-4 p-5 sm:p-6"
      role="region"
      aria-labelledby="appointments-card"
    >
      <div>
        <h2 id="appointments-card" className="text-xl font-semibold">
          {t('portal.card.title')}
        </h2>
        <p className="text-sm text-muted">{t('portal.card.window')}</p>
      </div>
      {isPending ? (
        <LoadingStatus />
      ) : isError ? (
        <p role="alert">{t('portal.card.loadFailed')}</p>
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('portal.card.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((entry) => (
            <AppointmentItem key={`${entry.kind}-${entry.id}`} entry={entry} withMatter />
          ))}
        </ul>
      )}
      {more > 0 && <p className="text-sm text-muted">{t('portal.card.more', { count: more })}</p>}
    </Card>
  );
}
