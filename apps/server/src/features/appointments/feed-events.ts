import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { appointments } from '../../db/schema/index';
import type { IcsEvent } from '../../platform/calendar/ics';
import type { ServiceDeps } from '../../platform/deps';
import { translator } from '../../platform/i18n/translator';
import { endOf } from './mappers';
import { joinedWithMatter } from './service';

/**
 * The appointments (scheduled or held) starting in [from, to) as events of the firm's calendar feed, in
 * `language`: what (its title and the matter's), who (the client) and where (its location).
 */
export async function appointmentFeedEvents(
  deps: Pick<ServiceDeps, 'db' | 'publicUrl'>,
  window: { from: Date; to: Date },
  language: Language,
): Promise<IcsEvent[]> {
  const t = translator(language);
  const rows = await joinedWithMatter(deps.db)
    .where(
      and(
        // A held one stays on the calendar (the past month shows it); a cancelled one goes.
        inArray(appointments.status, ['scheduled', 'completed']),
        gte(appointments.startsAt, window.from),
        lt(appointments.startsAt, window.to),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.map(({ appointment, matterTitle, clientName }) => ({
    uid: `feed-appointment-${appointment.id}@lexbridge`,
    sequence: appointment.sequence,
    start: appointment.startsAt,
    end: endOf(appointment),
    language,
    summary: t('emails:calendarFeed.appointmentSummary', {
      title: appointment.title,
      name: clientName,
    }),
    description: [
      t('emails:calendarFeed.matter', { title: matterTitle }),
      t('emails:calendarFeed.client', { name: clientName }),
      t('emails:calendarFeed.admin', { url: `${deps.publicUrl}/admin/calendar` }),
    ].join('\n'),
    location: appointment.location,
  }));
}
