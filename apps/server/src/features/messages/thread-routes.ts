import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendMessageSchema,
  threadIdParams,
  threadMessagesQuerySchema,
} from '@lexbridge/shared/schemas/messages';
import { authorize } from '../../platform/authz/authorize';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { serviceDeps } from '../../platform/deps';
import { checkMessageLimit } from './limits';
import { toMessage, toThread } from './mappers';
import { listThreadMessages, markThreadRead } from './messages';
import { appendThreadMessage } from './append-thread-message';
import { messagePolicy, otherSide, sideOf } from './policy';
import { publishThreadChange } from './publish';
import { senderOf } from './sender';
import { countUnread, findThread } from './threads';

/**
 * One thread: its matter's client and the firm read it, write in it and mark it read; to anyone
 * else it answers 404 on every route, whether it exists or not.
 */
export async function threadRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);

  async function participating(request: FastifyRequest, id: string) {
    const viewer = viewerOf(request.sessionUser, request);
    const thread = authorize(viewer, messagePolicy.participate, await findThread(deps.db, id));
    return { side: sideOf(viewer), thread };
  }

  typed.get(
    '/api/messages/threads/:id',
    { onRequest: signedIn, schema: { params: threadIdParams } },
    async (request) => {
      const { thread, side } = await participating(request, request.params.id);
      return toThread(thread, await countUnread(deps.db, thread.thread.id, otherSide(side)));
    },
  );

  typed.get(
    '/api/messages/threads/:id/messages',
    {
      onRequest: signedIn,
      schema: { params: threadIdParams, querystring: threadMessagesQuerySchema },
    },
    async (request) => {
      const { thread } = await participating(request, request.params.id);
      const rows = await listThreadMessages(deps.db, thread.thread.id, request.query);
      return rows.map(toMessage);
    },
  );

  typed.post(
    '/api/messages/threads/:id/messages',
    { onRequest: signedIn, schema: { params: threadIdParams, body: sendMessageSchema } },
    async (request, reply) => {
      const { thread, side } = await participating(request, request.params.id);
      const sender = senderOf(request, side);
      await checkMessageLimit(deps.rateLimiter, sender.id);
      const author = { ...sender, side };
      const message = await appendThreadMessage(
        serviceDeps(deps, request.log),
        thread,
        author,
        request.body.content,
      );
      return reply.code(201).send(toMessage(message));
    },
  );

  typed.post(
    '/api/messages/threads/:id/read',
    { onRequest: signedIn, schema: { params: threadIdParams } },
    async (request, reply) => {
      const { thread, side } = await participating(request, request.params.id);
      const reader = { id: request.sessionUser!.user.id, side };
      const mark = await markThreadRead(deps.db, thread.thread.id, reader);
      if (mark) {
        const notice = { kind: 'read' as const, threadId: thread.thread.id, ...mark };
        const ids = { id: thread.thread.id, clientId: thread.clientId };
        await publishThreadChange(deps.realtime, ids, notice, side);
      }
      return reply.code(204).send();
    },
  );
}
