import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarFeedParams } from '@lexbridge/shared/schemas/calendar-feed';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { serviceDeps } from '../../platform/deps';
import { calendarFeedFile } from './feed-file';
import { calendarFeedPolicy } from './policy';

/** A calendar app checks a feed every few minutes at most; a guesser gets nowhere anyway. */
const READS_PER_HOUR = 120;

/** GET /calendar/<secret>.ics: an administrator's private feed, for their calendar app. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, calendarFeedPolicy.read);
  const { deps } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/calendar/:file', { schema: { params: calendarFeedParams } }, async (request, reply) => {
      await deps.rateLimiter.enforce(
        [{ key: `calendar-feed:${request.ip}`, limit: READS_PER_HOUR, windowSeconds: 3600 }],
        () => msg('errors:calendarFeed.tooMany'),
      );
      const secret = request.params.file.slice(0, -'.ics'.length);
      const file = await calendarFeedFile(serviceDeps(deps, request.log), secret);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(file);
    });
}
