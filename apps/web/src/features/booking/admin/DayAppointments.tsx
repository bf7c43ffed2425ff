import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDayAppointment } from '@lexbridge/shared/schemas/availability';

/** The appointments the firm set on matters that day, each opening its client's page. */
export function DayAppointments({ appointments }: { appointments: AdminDayAppointment[] }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('admin.slots.appointments')}</h3>
      {appointments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('admin.slots.noAppointments')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border text-sm">
          {appointments.map((appointment) => (
            <li key={appointment.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <strong>
                  {appointment.time}-{appointment.endTime}
                </strong>{' '}
                {appointment.title} · {appointment.matterTitle}
                {appointment.status === 'completed' && ` · ${t('admin.slots.completed')}`}
              </span>
              <Link
                to={`/admin/clients/${encodeURIComponent(appointment.clientId)}`}
                aria-label={t('admin.slots.openClient', { name: appointment.clientName })}
                className="underline underline-offset-4"
              >
                {appointment.clientName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
