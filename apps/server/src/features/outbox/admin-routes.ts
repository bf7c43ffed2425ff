import type { FastifyInstance } from 'fastify';
import { listOutbox } from './service';

/** Every mail the app sent or stored, inside the admin scope (administrators only). */
export async function outboxAdminRoutes(app: FastifyInstance) {
  app.get('/outbox', async () => ({ mails: await listOutbox(app.deps.db) }));
}
