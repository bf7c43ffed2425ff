import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { healthPolicy } from './policy';

export async function healthRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, healthPolicy.check);
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' },
      });
    }
    return { status: 'ok', database: app.deps.databaseKind };
  });
}
