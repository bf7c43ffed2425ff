import { msg } from '@lexbridge/shared/i18n/message';
import { buildIcsFeed } from '../../platform/calendar/ics';
import type { ServiceDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { translator } from '../../platform/i18n/translator';
import { profileLanguage } from '../account';
import { appointmentFeedEvents } from '../appointments';
import { consultationFeedEvents } from '../booking';
import { feedOwner } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The past month (what just happened stays visible) and the coming year. */
const windowFrom = (now: Date) => ({
  from: new Date(now.getTime() - 30 * DAY_MS),
  to: new Date(now.getTime() + 366 * DAY_MS),
});

/**
 * The calendar a feed address opens: every scheduled appointment and paid consultation of the
 * window, in its administrator's language. A secret nobody holds, turned off or replaced, or of
 * someone no longer an administrator, is answered as not found.
 */
export async function calendarFeedFile(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>,
  secret: string,
  now = new Date(),
) {
  const userId = await feedOwner(deps.db, secret);
  if (!userId) throw notFound(msg('errors:calendarFeed.notFound'));
  const language = await profileLanguage(deps.db, userId);
  const window = windowFrom(now);
  const [appointments, consultations] = await Promise.all([
    appointmentFeedEvents(deps, window, language),
    consultationFeedEvents(deps, window, language),
  ]);
  const events = [...appointments, ...consultations].sort(
    (a, b) => a.start.getTime() - b.start.getTime(),
  );
  const name = translator(language)('emails:calendarFeed.name', {
    firm: deps.mailer.branding(language).name,
  });
  return buildIcsFeed({ name, events });
}
