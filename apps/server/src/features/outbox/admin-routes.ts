import type { FastifyInstance } from 'fastify';
import type { OutboxList } from '@lexbridge/shared/schemas/contact';
import { listOutbox } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { outboxPolicy } from './policy';

/**
 * Every mail the app sent or stored, inside the admin scope (administrators only), and whether
 * the site delivers mail at all (SMTP configured).
 */
export async function outboxAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, outboxPolicy.read);
  app.get('/outbox', async (): Promise<OutboxList> => {
    const delivers = app.deps.mailer.delivers;
    return { delivers, mails: await listOutbox(app.deps.db, { maskLinks: delivers }) };
  });
}
