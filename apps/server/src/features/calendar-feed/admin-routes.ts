import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/guards';
import type { CalendarFeedState } from '@lexbridge/shared/schemas/calendar-feed';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { calendarFeedPolicy } from './policy';
import { enableFeed, feedState, revokeFeed } from './service';

/** The signed-in administrator's own calendar feed, inside the admin scope. */
export async function calendarFeedAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, calendarFeedPolicy.manageOwn);
  const { db, config } = app.deps;

  app.get('/calendar-feed', (request): Promise<CalendarFeedState> =>
    feedState(db, actorOf(request).id),
  );
  app.post('/calendar-feed', (request): Promise<CalendarFeedState> =>
    enableFeed(db, actorOf(request), config.publicUrl),
  );
  app.delete('/calendar-feed', (request): Promise<CalendarFeedState> =>
    revokeFeed(db, actorOf(request)),
  );
}
