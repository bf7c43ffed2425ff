import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatMessageSchema,
  conversationIdParams,
  messagesQuerySchema,
  startConversationSchema,
} from '@lexbridge/shared/schemas/chat';
import { ensureVisitorToken, visitorTokenHash } from '../../platform/visitor-token';
import { resolveViewer } from '../auth/guards';
import type { ChatAsker } from './access';
import { adminChatRoutes } from './admin-routes';
import {
  clientDisplayName,
  ownedConversation,
  resumeOrStartClientConversation,
  startAnonymousConversation,
} from './conversations';
import { checkAnonymousMessage, checkAnonymousStart } from './limits';
import { toConversation, toMessage } from './mappers';
import { appendMessage, listMessages } from './messages';
import { notifyFirmOfMessage } from './notifications';
import { publishChatNotice } from './publish';
import { registerChatTopics } from './topics';

/** The visitor's and client's side of the chat: only the conversation's owner gets through. */
export async function chatRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  registerChatTopics(deps.realtime, deps.db);
  await app.register(adminChatRoutes);

  async function askerOf(request: FastifyRequest) {
    const viewer = await resolveViewer(app, request);
    const asker: ChatAsker = {
      userId: viewer?.user.id ?? null,
      visitorTokenHash: visitorTokenHash(request),
    };
    return { viewer, asker };
  }

  typed.post(
    '/api/chat/conversations',
    { schema: { body: startConversationSchema } },
    async (request, reply) => {
      const viewer = await resolveViewer(app, request);
      if (viewer) {
        const { conversation, created } = await resumeOrStartClientConversation(
          deps.db,
          viewer.user,
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
      const tokenHash = ensureVisitorToken(request, reply, deps.config.publicUrl);
      const conversation = await startAnonymousConversation(deps.db, {
        ...request.body,
        visitorTokenHash: tokenHash,
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
      const { asker } = await askerOf(request);
      return toConversation(await ownedConversation(deps.db, asker, request.params.id));
    },
  );

  typed.get(
    '/api/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, querystring: messagesQuerySchema } },
    async (request) => {
      const { asker } = await askerOf(request);
      const conversation = await ownedConversation(deps.db, asker, request.params.id);
      const rows = await listMessages(deps.db, conversation.id, request.query.after);
      return rows.map(toMessage);
    },
  );

  typed.post(
    '/api/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, body: chatMessageSchema } },
    async (request, reply) => {
      const { viewer, asker } = await askerOf(request);
      const conversation = await ownedConversation(deps.db, asker, request.params.id);
      const isClient = conversation.userId !== null;
      if (!isClient) await checkAnonymousMessage(deps.rateLimiter, request.ip, conversation.id);
      const message = await appendMessage(deps.db, {
        conversationId: conversation.id,
        content: request.body.content,
        senderType: isClient ? 'client' : 'visitor',
        senderName:
          isClient && viewer ? clientDisplayName(viewer.user.email) : conversation.userName,
      });
      await publishChatNotice(deps.realtime, conversation.id, {
        kind: 'message',
        messageId: message.id,
      });
      await notifyFirmOfMessage(
        { db: deps.db, mailer: deps.mailer, log: request.log, publicUrl: deps.config.publicUrl },
        conversation.id,
        message.content,
      );
      return reply.code(201).send(toMessage(message));
    },
  );
}
