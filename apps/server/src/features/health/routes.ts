import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { healthPolicy } from './policy';
import { checkReadiness } from './readiness';

export async function healthRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, healthPolicy.check);
  // Liveness: cheap, for a supervisor deciding whether to restart the process.
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

  // Readiness: for a load balancer or monitor deciding whether to send traffic here. Names the
  // failing parts (no secrets: states and migration names only).
  app.get('/api/health/ready', async (_request, reply) => {
    const { ready, checks } = await checkReadiness(app.deps);
    if (ready) return { status: 'ready', checks };
    const failing = Object.entries(checks)
      .filter(([, value]) => value !== 'ok' && value !== 'off')
      .map(([part]) => part);
    app.log.warn({ checks }, `readiness: not ready (${failing.join(', ')})`);
    return reply.code(503).send({ status: 'not ready', failing, checks });
  });
}
