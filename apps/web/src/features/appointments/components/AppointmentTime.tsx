import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';

/** "15 Jul 2030, 10:30–11:30 (60 minutes)" on the firm's clock, in the language shown. */
export function AppointmentTime({
  startsAt,
  endsAt,
  durationMinutes,
}: {
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
}) {
  const { t } = useTranslation(['appointments']);
  const format = useFormat();
  return (
    <time dateTime={startsAt}>
      {t('when', {
        start: format.dateTime(startsAt),
        end: format.time(endsAt),
        duration: t('minutes', { count: durationMinutes }),
      })}
    </time>
  );
}
