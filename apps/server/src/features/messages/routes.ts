import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { startThreadSchema, threadListQuerySchema } from '@lexbridge/shared/schemas/messages';
import { ask } from '../../platform/authz/ask';
import { requireUser } from '../../platform/auth/guards';
import { serviceDeps } from '../../platform/deps';
import { checkThreadLimit } from './limits';
import { listThreads } from './list';
import { toThread } from './mappers';
import { authorizeClientStart, messagePolicy } from './policy';
import { startClientThread } from './start';
import { threadRoutes } from './thread-routes';
import { registerMessageTopics } from './topics';

/**
 * Secure messages. The thread list and New Conversation are the signed-in client's own (the firm's
 * are in the admin scope); one thread's routes let its matter's client and the firm in.
 */
export async function messageRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);
  registerMessageTopics(deps.realtime, deps.db);

  typed.get(
    '/api/messages/threads',
    { onRequest: signedIn, schema: { querystring: threadListQuerySchema } },
    async (request) => {
      ask(request, messagePolicy.listOwn, {});
      const clientId = request.sessionUser!.user.id;
      const { page, pageSize } = request.query;
      const list = await listThreads(deps.db, request.query, { side: 'client', clientId });
      return { ...list, page, pageSize };
    },
  );

  typed.post(
    '/api/messages/threads',
    { onRequest: signedIn, schema: { body: startThreadSchema } },
    async (request, reply) => {
      authorizeClientStart(request.sessionUser!);
      const { id, name, email } = request.sessionUser!.user;
      await checkThreadLimit(deps.rateLimiter, id);
      const started = await startClientThread(
        serviceDeps(deps, request.log),
        { id, name, email },
        request.body,
        request.t,
      );
      return reply.code(201).send(toThread(started.thread, 0));
    },
  );

  await app.register(threadRoutes);
}
