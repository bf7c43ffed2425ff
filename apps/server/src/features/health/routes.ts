import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
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
