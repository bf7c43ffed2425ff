import type { FastifyInstance } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { HttpError, notFound } from '../../platform/errors';
import { carriesBearer } from './bearer';
import { metricsPolicy } from './policy';

export async function metricsRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, metricsPolicy.scrape);
  app.get('/metrics', async (request, reply) => {
    const token = app.deps.config.metricsToken;
    if (!token) throw notFound(); // off: nothing tells a visitor there is anything here
    if (!carriesBearer(request.headers.authorization, token))
      throw new HttpError(401, 'UNAUTHORIZED', msg('errors:metricsToken'), {
        'www-authenticate': 'Bearer',
      });
    const { registry } = app.deps.metrics;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
