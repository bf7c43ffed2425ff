import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAppointments } from '../api/get-appointments';
import { AppointmentItem } from './AppointmentItem';

/** A matter's appointments for its client, soonest first, cancelled and past ones included. */
export function MatterAppointments({ matterId, id }: { matterId: string; id?: string }) {
  const { t } = useTranslation(['appointments']);
  const describeError = useErrorMessage();
  const { data, isPending, error } = useAppointments({ matterId });

  return (
    <section id={id} aria-labelledby={`${matterId}-appointments`} className="space-y-3">
      <h3 id={`${matterId}-appointments`} className="font-sans text-lg font-semibold">
        {t('portal.matter.title')}
      </h3>
      {isPending ? (
        <LoadingStatus />
      ) : error ? (
        <p role="alert">{describeError(error)}</p>
      ) : data.appointments.length === 0 ? (
        <p className="text-muted">{t('portal.matter.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {data.appointments.map((entry) => (
            <AppointmentItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
