import type { FastifyInstance } from 'fastify';
import { serviceDeps } from '../../platform/deps';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminConversationsQuerySchema,
  chatMessageSchema,
  conversationIdParams,
  messagesQuerySchema,
  updateConversationSchema,
} from '@lexbridge/shared/schemas/chat';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { notFound } from '../../platform/errors';
import { auditActor } from '../security';
import { replyAuthorName } from '@lexbridge/shared/schemas/administrators';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { firmName } from '../site';
import { listConversationsForAdmin, markReadByAdmin } from './admin-list';
import {
  deleteConversation,
  findConversation,
  setConversationDeleted,
  setConversationStatus,
} from './conversations';
import { toConversation, toMessage } from './mappers';
import { listMessages } from './messages';
import { appendFirmReply } from './reply';
import { chatPolicy } from './policy';
import { publishChatNotice } from './publish';
import { msg } from '@lexbridge/shared/i18n/message';

/** The conversation center's API, inside the admin scope (which lets administrators only in). */
export async function chatAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  askOnEveryRoute(app, chatPolicy.manage);

  const existing = async (id: string) => {
    const conversation = await findConversation(deps.db, id);
    if (!conversation) throw notFound(msg('errors:chat.conversationGone'));
    return conversation;
  };

  typed.get(
    '/chat/conversations',
    { schema: { querystring: adminConversationsQuerySchema } },
    async (request) => listConversationsForAdmin(deps.db, request.query),
  );

  typed.get(
    '/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, querystring: messagesQuerySchema } },
    async (request) => {
      const conversation = await existing(request.params.id);
      const rows = await listMessages(deps.db, conversation.id, request.query);
      return rows.map(toMessage);
    },
  );

  typed.post(
    '/chat/conversations/:id/read',
    { schema: { params: conversationIdParams } },
    async (request, reply) => {
      await markReadByAdmin(deps.db, (await existing(request.params.id)).id);
      return reply.code(204).send();
    },
  );

  typed.post(
    '/chat/conversations/:id/messages',
    { schema: { params: conversationIdParams, body: chatMessageSchema } },
    async (request, reply) => {
      const message = await appendFirmReply(
        serviceDeps(deps, request.log),
        request.params.id,
        request.body.content,
        {
          name: replyAuthorName(request.sessionUser!.user, firmName(app, defaultLanguage)),
          teamMemberId: request.sessionUser!.user.teamMemberId,
        },
      );
      return reply.code(201).send(toMessage(message));
    },
  );

  typed.patch(
    '/chat/conversations/:id',
    { schema: { params: conversationIdParams, body: updateConversationSchema } },
    async (request) => {
      const conversation = await setConversationStatus(
        deps.db,
        request.params.id,
        request.body.status,
      );
      await publishChatNotice(deps.realtime, conversation.id, {
        kind: 'conversation',
        conversationId: conversation.id,
        status: conversation.status,
      });
      return toConversation(conversation);
    },
  );

  /**
   * Delete (to the Deleted view) and Restore. Its owner loses a deleted conversation at once (the
   * same 'deleted' event as a permanent delete); a restored one reappears in the firm's lists.
   */
  for (const [path, deleted] of [
    ['/chat/conversations/:id/delete', true],
    ['/chat/conversations/:id/restore', false],
  ] as const) {
    typed.post(path, { schema: { params: conversationIdParams } }, async (request) => {
      const conversation = await setConversationDeleted(
        deps.db,
        request.params.id,
        deleted,
        auditActor(request.sessionUser!.user),
      );
      await publishChatNotice(deps.realtime, conversation.id, {
        kind: 'conversation',
        conversationId: conversation.id,
        status: deleted ? 'deleted' : conversation.status,
      });
      return toConversation(conversation);
    });
  }

  typed.delete(
    '/chat/conversations/:id',
    { schema: { params: conversationIdParams } },
    async (request, reply) => {
      await deleteConversation(deps.db, request.params.id, auditActor(request.sessionUser!.user));
      await publishChatNotice(deps.realtime, request.params.id, {
        kind: 'conversation',
        conversationId: request.params.id,
        status: 'deleted',
      });
      return reply.code(204).send();
    },
  );
}
