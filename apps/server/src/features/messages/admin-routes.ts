import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStartThreadSchema,
  adminThreadListQuerySchema,
} from '@lexbridge/shared/schemas/messages';
import { serviceDeps } from '../../platform/deps';
import { checkThreadLimit } from './limits';
import { listThreads } from './list';
import { toThread } from './mappers';
import { senderOf } from './sender';
import { startFirmThread } from './start';
import { countThreadsWithUnreadClientMessages } from './threads';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { messagePolicy } from './policy';

/**
 * The firm's side of secure messages, inside the admin scope (which lets administrators only in):
 * every client's threads, a new thread on any matter, and the dashboard's count. Reading and
 * answering a thread goes through /api/messages/threads/:id, where the policy lets the firm in.
 */
export async function messagesAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, messagePolicy.manage);
  const { db, rateLimiter } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/messages/threads',
    { schema: { querystring: adminThreadListQuerySchema } },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await listThreads(db, request.query, { side: 'admin' })), page, pageSize };
    },
  );

  typed.post(
    '/messages/threads',
    { schema: { body: adminStartThreadSchema } },
    async (request, reply) => {
      const admin = senderOf(request, 'admin');
      await checkThreadLimit(rateLimiter, admin.id);
      const deps = serviceDeps(app.deps, request.log);
      const started = await startFirmThread(deps, admin, request.body, request.t);
      return reply.code(201).send(toThread(started.thread, 0));
    },
  );

  /** Threads holding client messages that no administrator has read (the dashboard's figure). */
  typed.get('/messages/unread-threads', async () => ({
    count: await countThreadsWithUnreadClientMessages(db),
  }));
}
