import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import { getFirmSettings, notificationAddress } from '../settings';
import { timeZone } from './availability-service';
import { manageUrl } from './manage-link';
import { consultationInvite } from './consultation-invite';
import { bookedMinutes, bookingReference } from './reference';
import { consultationLines } from './mail-lines';

type Booking = typeof bookings.$inferSelect;
type MailDeps = Pick<ServiceDeps, 'mailer' | 'publicUrl' | 'signedLinks'>;
/** What changed; `byFirm` names the administrator when the firm made the change (not the client). */
export type BookingChange = ({ kind: 'rescheduled'; was: Date } | { kind: 'cancelled' }) & {
  byFirm?: string;
};

/**
 * Tells the client, in the language they booked in, that their consultation moved or was
 * cancelled, with the calendar update (the first invite's UID, a higher SEQUENCE: REQUEST moves
 * the event, CANCEL removes it). Written in the change's transaction.
 */
export async function mailClientOfChange(
  deps: MailDeps,
  tx: DbOrTx,
  booking: Booking,
  change: BookingChange,
) {
  const { language } = booking;
  const t = translator(language);
  const format = formatterFor(language);
  const firm = deps.mailer.branding(language);
  const type = localText(booking.typeName, language).text;
  const date = format.date(booking.startAt);
  const time = format.time(booking.startAt);
  const cancelled = change.kind === 'cancelled';
  const byFirm = change.byFirm !== undefined;
  const refund = booking.refundedCents
    ? t('emails:bookingChange.refunded', {
        amount: format.money(booking.refundedCents, booking.currency),
      })
    : t(byFirm ? 'emails:bookingChange.noRefundByFirm' : 'emails:bookingChange.noRefund');
  const intro = cancelled
    ? t(byFirm ? 'emails:bookingChange.cancelledByFirm' : 'emails:bookingChange.cancelled', {
        type,
        firm: firm.name,
        date,
        time,
      })
    : t(byFirm ? 'emails:bookingChange.movedByFirm' : 'emails:bookingChange.moved', {
        type,
        firm: firm.name,
      });
  const text = [
    t('emails:booking.greeting', { name: booking.clientName }),
    '',
    intro,
    '',
    ...(cancelled
      ? [
          ...(byFirm && booking.cancelReason
            ? [t('emails:bookingChange.reason', { reason: booking.cancelReason })]
            : []),
          refund,
        ]
      : [
          ...consultationLines(booking, language, firm.address),
          '',
          t('emails:bookingChange.manage', { url: manageUrl(deps, booking) }),
        ]),
    t('emails:booking.questions', { email: firm.contactEmail, phone: firm.phone }),
    '',
    firm.name,
  ].join('\n');
  await deps.mailer.send(
    {
      to: booking.clientEmail,
      language,
      subject: cancelled
        ? t('emails:bookingChange.cancelledSubject', { date, time })
        : t('emails:bookingChange.movedSubject', { date, time }),
      text,
      attachments: [consultationInvite(deps.mailer, booking, cancelled ? 'CANCEL' : 'REQUEST')],
    },
    { tx },
  );
}

/** Tells the firm's notification address, in its default language, what changed and why. */
export async function mailFirmOfChange(
  deps: MailDeps,
  tx: DbOrTx,
  booking: Booking,
  change: BookingChange,
) {
  const language = defaultLanguage;
  const t = translator(language);
  const format = formatterFor(language);
  const when = (at: Date) => ({ date: format.date(at), time: format.time(at), timeZone });
  const cancelled = change.kind === 'cancelled';
  const name = booking.clientName;
  const lines = [
    t('emails:bookingForFirm.client', { value: name }),
    t('emails:bookingForFirm.email', { value: booking.clientEmail }),
    t('emails:bookingForFirm.type', {
      type: localText(booking.typeName, language).text,
      minutes: bookedMinutes(booking),
    }),
    ...(change.kind === 'rescheduled'
      ? [t('emails:bookingChangeForFirm.was', when(change.was))]
      : []),
    t('emails:bookingForFirm.when', when(booking.startAt)),
    ...(cancelled
      ? [
          t('emails:bookingChangeForFirm.reason', { reason: booking.cancelReason ?? '' }),
          booking.refundedCents
            ? t('emails:bookingChangeForFirm.refunded', {
                amount: format.money(booking.refundedCents, booking.currency),
              })
            : t(
                change.byFirm === undefined
                  ? 'emails:bookingChangeForFirm.notRefunded'
                  : 'emails:bookingChangeForFirm.notRefundedByFirm',
              ),
        ]
      : []),
    t('emails:bookingForFirm.reference', { reference: bookingReference(booking.id) }),
  ];
  await deps.mailer.send(
    {
      to: notificationAddress(
        await getFirmSettings(tx),
        deps.mailer.branding(language).contactEmail,
      ),
      language,
      subject: t(
        cancelled
          ? 'emails:bookingChangeForFirm.cancelledSubject'
          : 'emails:bookingChangeForFirm.movedSubject',
        { name, ...when(booking.startAt) },
      ),
      text: [
        change.byFirm === undefined
          ? t(
              cancelled
                ? 'emails:bookingChangeForFirm.cancelledIntro'
                : 'emails:bookingChangeForFirm.movedIntro',
            )
          : t(
              cancelled
                ? 'emails:bookingChangeForFirm.cancelledByFirmIntro'
                : 'emails:bookingChangeForFirm.movedByFirmIntro',
              { actor: change.byFirm },
            ),
        '',
        ...lines,
        '',
        t('emails:bookingForFirm.calendar', { url: `${deps.publicUrl}/admin/calendar` }),
      ].join('\n'),
    },
    { tx },
  );
}
