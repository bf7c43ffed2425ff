import { useTranslation } from 'react-i18next';

// Only web links become links: anything else (javascript:, data:) is shown as text.
const WEB_LINK = /^https?:\/\/\S+$/i;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/** Where an appointment is: a video link opens in a new tab, a phone number can be called. */
export function AppointmentLocation({ location }: { location: string }) {
  const { t } = useTranslation(['appointments']);
  const link = 'break-all font-medium text-navy-800 underline underline-offset-4';
  if (WEB_LINK.test(location)) {
    return (
      <a href={location} target="_blank" rel="noopener noreferrer" className={link}>
        {location} <span className="sr-only">{t('opensInNewTab')}</span>
      </a>
    );
  }
  if (PHONE.test(location)) {
    return (
      <a href={`tel:${location.replace(/[^\d+]/g, '')}`} className={link}>
        {location}
      </a>
    );
  }
  return <span className="break-words">{location}</span>;
}
