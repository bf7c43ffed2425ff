import type { Language } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { buildIcs, type IcsMethod } from '../../platform/calendar/ics';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mailer/mailer';
import { bookedMinutes } from './reference';

type InvitedBooking = {
  id: string;
  typeName: LocalizedText;
  clientName: string;
  clientEmail: string;
  startAt: Date;
  endAt: Date;
  language: Language;
  sequence?: number;
};

/**
 * A consultation's calendar file, attached to the client's mails: one UID per booking, so the
 * confirmation (PUBLISH) is moved by a later REQUEST and removed by a CANCEL, each with a higher
 * SEQUENCE. In the booking's language, at the firm's address, organised by the firm.
 */
export function consultationInvite(mailer: Mailer, booking: InvitedBooking, method: IcsMethod) {
  const t = translator(booking.language);
  const firm = mailer.branding(booking.language);
  const type = localText(booking.typeName, booking.language).text;
  const content = buildIcs({
    uid: `${booking.id}@lexbridge`,
    method,
    sequence: booking.sequence ?? 0,
    ...(method === 'PUBLISH'
      ? {}
      : { attendee: { email: booking.clientEmail, name: booking.clientName } }),
    start: booking.startAt,
    end: booking.endAt,
    language: booking.language,
    summary: t('emails:booking.inviteSummary', { type, firm: firm.name }),
    description: t('emails:booking.inviteDescription', {
      type,
      minutes: bookedMinutes(booking),
      firm: firm.name,
    }),
    location: firm.address,
    organizerEmail: firm.contactEmail,
    organizerName: firm.name,
  });
  const contentType =
    method === 'PUBLISH'
      ? 'text/calendar; charset=utf-8'
      : `text/calendar; charset=utf-8; method=${method}`;
  return { filename: 'consultation.ics', contentType, content };
}
