import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import { listOutbox } from './service';

/** Admin view of every mail the app sent or stored, for running without SMTP. */
export async function outboxRoutes(app: FastifyInstance) {
  app.get('/api/admin/outbox', { preHandler: requireAdmin(app) }, async () => ({
    mails: await listOutbox(app.deps.db),
  }));
}
