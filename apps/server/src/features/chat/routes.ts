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
  clientDisplayName,
  findConversation,
  resumeOrStartClientConversation,
  startAnonymousConversation,
} from './conversations';
import { checkAnonymousMessage, checkAnonymousStart } from './limits';
import { toConversation, toMessage } from './mappers';
import { appendMessage, listMessages } from './messages';
import { mailFirmOfMessage } from './notifications';
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
      const isClient = conversation.userId !== null;
      if (!isClient) await checkAnonymousMessage(deps.rateLimiter, request.ip, conversation.id);
      const {
        message,
        conversation: sentIn,
        firmMailDue,
      } = await appendMessage(
        deps.db,
        {
          conversationId: conversation.id,
          content: request.body.content,
          senderType: isClient ? 'client' : 'visitor',
          senderName:
            isClient && sessionUser
              ? clientDisplayName(sessionUser.user.email)
              : conversation.userName,
        },
        { claimFirmMail: true, realtime: deps.realtime },
      );
      if (firmMailDue) {
        await mailFirmOfMessage(serviceDeps(deps, request.log), sentIn, message.content);
      }
      return reply.code(201).send(toMessage(message));
    },
  );
}
