import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { localText } from '@lexbridge/shared/site/localize';
import { bookings } from '../../db/schema/index';
import type { IcsEvent } from '../../platform/calendar/ics';
import type { ServiceDeps } from '../../platform/deps';
import { translator } from '../../platform/i18n/translator';
import { bookingReference } from './reference';

/**
 * The paid consultations starting in [from, to) as events of the firm's calendar feed, in
 * `language`: what and who (the consultation, the client's name and its reference) and where (the
 * firm's address); nothing the client wrote about their matter.
 */
export async function consultationFeedEvents(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>,
  window: { from: Date; to: Date },
  language: Language,
): Promise<IcsEvent[]> {
  const t = translator(language);
  const firm = deps.mailer.branding(language);
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.startAt, window.from),
        lt(bookings.startAt, window.to),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows.map((booking) => {
    const type = localText(booking.typeName, language).text;
    return {
      uid: `feed-consultation-${booking.id}@lexbridge`,
      sequence: booking.sequence,
      start: booking.startAt,
      end: booking.endAt,
      language,
      summary: t('emails:calendarFeed.consultationSummary', { type, name: booking.clientName }),
      description: [
        t('emails:calendarFeed.client', { name: booking.clientName }),
        t('emails:booking.reference', { reference: bookingReference(booking.id) }),
        t('emails:calendarFeed.admin', { url: `${deps.publicUrl}/admin/calendar` }),
      ].join('\n'),
      location: firm.address,
    };
  });
}
