import { firm } from '@lexbridge/shared/firm/firm';
import type { DbOrTx } from '../../db/client';
import { buildIcs } from '../../platform/calendar/ics';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import { profileLanguage } from '../account';
import { endOf, type AppointmentWithMatter } from './mappers';
import type { ServiceDeps } from '../../platform/deps';

/**
 * Why the client is mailed: a new appointment (or one brought back), a move, a cancellation, or a
 * reminder before it (which changes nothing in their calendar, so it carries no invitation).
 */
export type AppointmentMailKind = 'added' | 'moved' | 'cancelled' | 'reminder';

/**
 * The client's e-mail about an appointment, in their profile language, with a calendar file that
 * adds, replaces (same UID, the row's higher SEQUENCE) or removes it. It is written in the
 * caller's transaction, so the row and its mail are stored together or not at all. E-mails carry
 * no privileged content: the appointment's and the matter's titles stay behind sign-in; the mail
 * says when and where, and links to the matter in the portal.
 */
export async function mailAppointment(
  tx: DbOrTx,
  deps: Pick<ServiceDeps, 'mailer' | 'publicUrl'>,
  kind: AppointmentMailKind,
  row: AppointmentWithMatter,
) {
  const { appointment } = row;
  const language = await profileLanguage(tx, row.clientId);
  const t = translator(language);
  const format = formatterFor(language);
  const date = format.date(appointment.startsAt);
  const time = format.time(appointment.startsAt);
  // The subject names the day: Greek gives it its article ('την Πέμπτη', 'το Σάββατο') in a form of
  // the message per weekday, which the catalog's typed keys (read from English) cannot name.
  const withWeekday = t as unknown as (key: string, values: Record<string, string>) => string;
  const url = `${deps.publicUrl}/matters?matter_id=${appointment.matterId}`;
  const where = appointment.location;
  // The firm as its published site names it now, in the client's language.
  const sender = deps.mailer.branding(language);
  const text = [
    t('emails:appointment.greeting', { name: row.clientName }),
    '',
    t(`emails:appointment.${kind}.intro`, { firm: sender.name }),
    '',
    t('emails:appointment.date', { date }),
    t('emails:appointment.time', { time, timeZone: firm.timeZone }),
    t('emails:appointment.duration', { minutes: appointment.durationMinutes }),
    ...(where ? [t('emails:appointment.where', { location: where })] : []),
    '',
    ...(kind === 'reminder' ? [] : [t(`emails:appointment.${kind}.calendar`)]),
    t('emails:appointment.portal', { url }),
    '',
    sender.name,
  ].join('\n');
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = buildIcs({
    uid: `appointment-${appointment.id}@lexbridge`,
    method,
    sequence: appointment.sequence,
    attendee: { email: row.clientEmail, name: row.clientName },
    start: appointment.startsAt,
    end: endOf(appointment),
    language,
    summary: t('emails:appointment.inviteSummary', { firm: sender.name }),
    description: t('emails:appointment.portal', { url }),
    location: where,
    organizerEmail: sender.contactEmail,
    organizerName: sender.name,
  });
  await deps.mailer.send(
    {
      to: row.clientEmail,
      language,
      subject: withWeekday(`emails:appointment.${kind}.subject`, {
        firm: sender.name,
        date,
        time,
        context: format.weekday(appointment.startsAt),
      }),
      text,
      attachments:
        kind === 'reminder'
          ? []
          : [
              {
                filename: 'appointment.ics',
                contentType: `text/calendar; charset=utf-8; method=${method}`,
                content: ics,
              },
            ],
    },
    { tx },
  );
}
