import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-styles';
import { calendarFileUrl } from '../api/manage-booking';

/** Downloads the consultation's calendar file: the same event as the mailed invitation. */
export function AddToCalendarLink({ token }: { token: string }) {
  const { t } = useTranslation('booking');
  return (
    <a
      href={calendarFileUrl(token)}
      download="consultation.ics"
      className={buttonClasses('outline')}
    >
      <CalendarPlus className="size-4" aria-hidden />
      {t('addToCalendar')}
    </a>
  );
}
