import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  conversationIdParams,
  messagesQuerySchema,
  startConversationSchema,
} from '@lexbridge/shared/schemas/chat';
import { authorize } from '../../platform/authz/authorize';
import { resolveSessionUser, viewerOf } from '../../platform/auth/guards';
import {
  findConversation,
  resumeOrStartClientConversation,
  startAnonymousConversation,
} from './conversations';
import { checkAnonymousStart } from './limits';
import { toConversation, toMessage } from './mappers';
import { listMessages } from './messages';
import { appendOwnerMessage } from './owner-message';
import { chatPolicy } from './policy';
import { publishChatNotice } from './publish';
import { registerChatTopics } from './topics';
import { ensureVisitorToken, identifyVisitor } from './visitor';
import { serviceDeps } from '../../platform/deps';
import { ask } from '../../platform/authz/ask';

/** The visitor's and client's side of the chat: only the conversation's owner gets through. */
export async function chatRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerChatTopics(deps.realtime, deps.db);
  app.addHook('onRequest', (request, reply) => identifyVisitor(deps, request, reply));

  /** The conversation `id` if the asker may take part in it; the same 404 whether absent or not theirs. */
  async function participating(request: FastifyRequest, id: string) {
    const sessionUser = await resolveSessionUser(app, request);
    const viewer = viewerOf(sessionUser, request);
    const conversation = authorize(
      viewer,
      chatPolicy.participate,
      await findConversation(deps.db, id),
    );
    return { sessionUser, conversation };
  }

  typed.post(
    '/api/chat/conversations',
    { schema: { body: startConversationSchema } },
    async (request, reply) => {
      ask(request, chatPolicy.start, {});
      const sessionUser = await resolveSessionUser(app, request);
      if (sessionUser) {
        const { conversation, created } = await resumeOrStartClientConversation(
          deps.db,
          sessionUser.user,
        );
        if (created)
          await publishChatNotice(deps.realtime, conversation.id, {
            kind: 'conversation',
            conversationId: conversation.id,
            status: 'active',
          });
        return reply.code(created ? 201 : 200).send(toConversation(conversation));
      }
      await checkAnonymousStart(deps.rateLimiter, request.ip);
      const tokenHash = ensureVisitorToken(deps, request, reply);
      const conversation = await startAnonymousConversation(deps.db, {
        ...request.body,
        visitorTokenHash: tokenHash,
        language: request.language,
      });
      await publishChatNotice(deps.realtime, conversation.id, {
        kind: 'conversation',
        conversationId: conversation.id,
        status: 'active',
      });
      return reply.code(201).send(toConversation(conversation));
    },
  );

  typed.get(
    '/api/chat/conversations/:id',
    { schema: { params: conversationIdParams } },
    async (request) => {
      const { conversation } = await participating(request, request.params.id);
      return toConversation(conversation);
    },
  );

  typed.get(
    '/api/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, querystring: messagesQuerySchema } },
    async (request) => {
      const { conversation } = await participating(request, request.params.id);
      const rows = await listMessages(deps.db, conversation.id, request.query);
      return rows.map(toMessage);
    },
  );

  typed.post(
    '/api/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, body: chatMessageSchema } },
    async (request, reply) => {
      const { sessionUser, conversation } = await participating(request, request.params.id);
      const message = await appendOwnerMessage(
        serviceDeps(deps, request.log),
        { conversation, clientEmail: sessionUser?.user.email, ip: request.ip },
        request.body.content,
      );
      return reply.code(201).send(toMessage(message));
    },
  );
}
