import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  sendMessageSchema,
  startThreadSchema,
  threadIdParams,
  threadListQuerySchema,
  threadMessagesQuerySchema,
} from '@lexbridge/shared/schemas/messages';
import { authorize } from '../../platform/authz/authorize';
import { forbidden } from '../../platform/errors';
import { requireUser, viewerOf } from '../auth/guards';
import { announceMessage } from './announce';
import { checkMessageLimit, checkThreadLimit } from './limits';
import { listThreads } from './list';
import { toMessage, toThread } from './mappers';
import { appendMessage, listThreadMessages, markThreadRead } from './messages';
import { messagePolicy, otherSide, sideOf } from './policy';
import { publishThreadChange } from './publish';
import { startClientThread } from './start';
import { countUnread, findThread } from './threads';
import { registerMessageTopics } from './topics';

/**
 * Secure messages. The thread list and New Conversation are the signed-in client's own (the firm's
 * are in the admin scope); a thread by id is its matter's client's and the firm's, and answers
 * 404 to anyone else on every route.
 */
export async function messageRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);
  registerMessageTopics(deps.realtime, deps.db);

  async function participating(request: FastifyRequest, id: string) {
    const viewer = viewerOf(request.sessionUser, request);
    const thread = authorize(viewer, messagePolicy.participate, await findThread(deps.db, id));
    return { viewer, side: sideOf(viewer), thread };
  }
  const author = (request: FastifyRequest) => {
    const { id, name, email } = request.sessionUser!.user;
    return { id, name: name || email.split('@')[0]! };
  };

  typed.get(
    '/api/messages/threads',
    { onRequest: signedIn, schema: { querystring: threadListQuerySchema } },
    async (request) => {
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
      // The firm starts threads on a client's matter, through its own route.
      if (request.sessionUser!.isAdmin) throw forbidden(msg('errors:messages.clientsStartHere'));
      const client = author(request);
      await checkThreadLimit(deps.rateLimiter, client.id);
      const started = await startClientThread(deps.db, client, request.body, request.t);
      const thread = (await findThread(deps.db, started.threadId))!;
      await announceMessage(app, request, thread, started.message);
      return reply.code(201).send(toThread(thread, 0));
    },
  );

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
      const sender = author(request);
      await checkMessageLimit(deps.rateLimiter, sender.id);
      const message = await appendMessage(deps.db, {
        threadId: thread.thread.id,
        senderId: sender.id,
        senderName: sender.name,
        senderType: side,
        content: request.body.content,
      });
      await announceMessage(app, request, thread, message);
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
