import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/i18n/use-format';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a message was written, as the messages page shows it: 'Just now' within the last hour, the
 * time within 24 hours, otherwise the date and time (in the language shown).
 */
export function useMessageStamp() {
  const { t } = useTranslation('messages');
  const { time, dateTime } = useFormat();
  return useCallback(
    (iso: string, now = Date.now()) => {
      const age = now - new Date(iso).getTime();
      if (age < HOUR_MS) return t('stamp.justNow');
      return age < DAY_MS ? time(iso) : dateTime(iso);
    },
    [t, time, dateTime],
  );
}
