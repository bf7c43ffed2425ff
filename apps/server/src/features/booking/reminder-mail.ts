import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { localText } from '@lexbridge/shared/site/localize';
import type { Db, DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import { getFirmSettings } from '../settings';
import { policyOf } from './manage-policy';
import { manageUrl } from './manage-link';
import { consultationLines } from './mail-lines';

type MailDeps = Pick<ServiceDeps, 'mailer' | 'publicUrl' | 'signedLinks'>;

/**
 * Paid consultations starting in (from, to], for the reminders job: each with the moment the
 * client last heard of its time (paid, or moved), since a reminder due before then is not sent.
 */
export async function remindableConsultations(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startAt,
      confirmedAt: bookings.confirmedAt,
      rescheduledAt: bookings.rescheduledAt,
    })
    .from(bookings)
    .where(
      and(eq(bookings.status, 'confirmed'), gt(bookings.startAt, from), lte(bookings.startAt, to)),
    );
  return rows.map(({ id, startsAt, confirmedAt, rescheduledAt }) => ({
    id,
    startsAt,
    since: rescheduledAt ?? confirmedAt ?? startsAt,
  }));
}

/**
 * Mails the client a reminder of their consultation, in the language they booked in, with its
 * manage link; in the caller's transaction (which holds the reminder's claim). The row is read
 * again under a lock: a consultation cancelled or moved since it was listed gets no reminder
 * (answers false).
 */
export async function remindConsultation(deps: MailDeps, tx: DbOrTx, id: string, startsAt: Date) {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'confirmed'),
        eq(bookings.startAt, startsAt),
        isNull(bookings.cancelledAt),
      ),
    )
    .for('update');
  if (!booking) return false;
  const { language } = booking;
  const t = translator(language);
  const format = formatterFor(language);
  const firm = deps.mailer.branding(language);
  const { cancellationCutoffHours: hours } = policyOf(booking, await getFirmSettings(tx));
  const date = format.date(booking.startAt);
  const time = format.time(booking.startAt);
  const type = localText(booking.typeName, language).text;
  const text = [
    t('emails:booking.greeting', { name: booking.clientName }),
    '',
    t('emails:bookingReminder.intro', { type, firm: firm.name }),
    '',
    ...consultationLines(booking, language, firm.address),
    '',
    t('emails:booking.arrive'),
    t('emails:booking.manage', { hours, url: manageUrl(deps, booking) }),
    t('emails:booking.questions', { email: firm.contactEmail, phone: firm.phone }),
    '',
    firm.name,
  ].join('\n');
  await deps.mailer.send(
    {
      to: booking.clientEmail,
      language,
      subject: t('emails:bookingReminder.subject', { date, time }),
      text,
    },
    { tx },
  );
  return true;
}
