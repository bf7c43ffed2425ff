import type { Language } from '@lexbridge/shared/i18n/languages';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import { timeZone } from './availability-service';
import { bookedMinutes, bookingReference } from './reference';

/**
 * The lines every mail about a consultation gives the client: its date, time (the firm's zone),
 * length, place and reference, in `language`.
 */
export function consultationLines(
  booking: { id: string; startAt: Date; endAt: Date },
  language: Language,
  address: string,
) {
  const t = translator(language);
  const format = formatterFor(language);
  return [
    t('emails:booking.date', { date: format.date(booking.startAt) }),
    t('emails:booking.time', { time: format.time(booking.startAt), timeZone }),
    t('emails:booking.duration', { minutes: bookedMinutes(booking) }),
    t('emails:booking.where', { address }),
    t('emails:booking.reference', { reference: bookingReference(booking.id) }),
  ];
}
