import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientAppointment, ClientConsultation } from '@lexbridge/shared/schemas/appointments';
import { localText } from '@lexbridge/shared/site/localize';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/i18n/use-language';
import { managePagePath } from '../../booking';
import { AppointmentLocation } from './AppointmentLocation';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { AppointmentTime } from './AppointmentTime';

type Props = {
  entry: ClientAppointment | ClientConsultation;
  /** Say which matter it is on (lists that mix matters). */
  withMatter?: boolean;
  /** Buttons for the firm (edit, cancel). */
  actions?: ReactNode;
};

/** One appointment (or booked consultation) as a list item: what, when, where and its state. */
export function AppointmentItem({ entry, withMatter = false, actions }: Props) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const localize = useLocalizedPath();
  // A consultation is named as it was when booked (the firm may have renamed the type since).
  const title = entry.kind === 'appointment' ? entry.title : localText(entry.name, language).text;
  return (
    <li className="space-y-1.5 rounded-md border border-border bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-navy-900">{title}</span>
        {entry.kind === 'appointment' && entry.status !== 'scheduled' && (
          <AppointmentStatusBadge status={entry.status} />
        )}
      </div>
      <p className="text-sm text-navy-900">
        <AppointmentTime {...entry} />
      </p>
      {withMatter && (
        <p className="text-sm break-words text-muted">
          {entry.kind === 'appointment'
            ? t('onMatter', { title: entry.matterTitle })
            : t('consultation')}
        </p>
      )}
      {entry.kind === 'appointment' && entry.location && (
        <p className="text-sm">
          <span className="text-muted">{t('location')}</span>{' '}
          <AppointmentLocation location={entry.location} />
        </p>
      )}
      {entry.kind === 'consultation' && entry.manageToken && (
        // The same page as the confirmation's link: move or cancel under the firm's policy.
        <p className="text-sm">
          <Link
            to={localize(managePagePath(entry.manageToken))}
            className="underline underline-offset-4"
          >
            {t('manageConsultation')}
          </Link>
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </li>
  );
}
