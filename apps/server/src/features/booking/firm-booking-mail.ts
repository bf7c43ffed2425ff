import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema/index';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import type { ServiceDeps } from '../../platform/deps';
import { getFirmSettings, notificationAddress } from '../settings';
import { timeZone } from './availability-service';
import { bookedMinutes, bookingReference } from './reference';

type PaidBooking = typeof bookings.$inferSelect;

/**
 * Tells the firm at once, at its notification address and in its own (default) language, that a
 * consultation was booked and paid: who (and the language they booked in), what, when, what was
 * paid and the booking's reference, with the way to the admin calendar. Written in the
 * confirmation's transaction: the firm hears of a booking exactly when it is confirmed.
 */
export async function mailFirmOfBooking(
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl'>,
  tx: DbOrTx,
  booking: PaidBooking,
  /** A payment that arrived after its time was taken: the firm must refund or rebook by hand. */
  kind: 'booked' | 'paidAfterTaken' = 'booked',
) {
  const taken = kind === 'paidAfterTaken';
  const language = defaultLanguage;
  const t = translator(language);
  const format = formatterFor(language);
  const date = format.date(booking.startAt);
  const time = format.time(booking.startAt);
  const minutes = bookedMinutes(booking);
  const type = localText(booking.typeName, language).text;
  await deps.mailer.send(
    {
      to: notificationAddress(
        await getFirmSettings(tx),
        deps.mailer.branding(language).contactEmail,
      ),
      language,
      subject: t(taken ? 'emails:bookingForFirm.takenSubject' : 'emails:bookingForFirm.subject', {
        name: booking.clientName,
        date,
        time,
      }),
      text: [
        t(taken ? 'emails:bookingForFirm.takenIntro' : 'emails:bookingForFirm.intro'),
        '',
        t('emails:bookingForFirm.client', { value: booking.clientName }),
        t('emails:bookingForFirm.email', { value: booking.clientEmail }),
        t('emails:bookingForFirm.phone', {
          value: booking.clientPhone ?? t('emails:bookingForFirm.noPhone'),
        }),
        t('emails:bookingForFirm.language', {
          value: t(`emails:bookingForFirm.languages.${booking.language}`),
        }),
        t('emails:bookingForFirm.type', { type, minutes }),
        t('emails:bookingForFirm.when', { date, time, timeZone }),
        t('emails:bookingForFirm.paid', {
          amount: format.money(booking.amountCents, booking.currency),
        }),
        t('emails:bookingForFirm.reference', { reference: bookingReference(booking.id) }),
        '',
        t('emails:bookingForFirm.calendar', { url: `${deps.publicUrl}/admin/calendar` }),
      ].join('\n'),
    },
    { tx },
  );
}
