import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { MessagesQuery } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { MessageRow } from './mappers';
import { msg } from '@lexbridge/shared/i18n/message';

/**
 * One page of a conversation, oldest first: the `limit` messages after `after` (catching up), or
 * else the newest `limit` (before `before`, when given; loading earlier ones).
 */
export async function listMessages(db: Db, conversationId: string, query: MessagesQuery) {
  const inConversation = eq(chatMessages.conversationId, conversationId);
  if (query.after !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(inConversation, gt(chatMessages.seq, query.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(query.limit);
  }
  const newest = await db
    .select()
    .from(chatMessages)
    .where(
      query.before === undefined
        ? inConversation
        : and(inConversation, lt(chatMessages.seq, query.before)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(query.limit);
  return newest.reverse();
}

/**
 * Appends a message. Touching the conversation row first locks it, so messages of one
 * conversation commit in `seq` order (a reconnecting browser asking "after seq" never skips one).
 * A visitor writing to an archived conversation brings it back to the active list.
 */
export async function appendMessage(
  db: Db,
  input: {
    conversationId: string;
    content: string;
    senderType: MessageRow['senderType'];
    senderName: string;
  },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(chatConversations)
      .set({
        updatedAt: sql`now()`,
        ...(input.senderType === 'admin' ? {} : { status: 'active' as const }),
      })
      .where(eq(chatConversations.id, input.conversationId))
      .returning({ id: chatConversations.id });
    if (touched.length === 0) throw notFound(msg('errors:chat.conversationGone'));
    const [message] = await tx.insert(chatMessages).values(input).returning();
    if (input.senderType === 'admin') {
      // The firm has read everything up to its own reply.
      await tx
        .update(chatConversations)
        .set({ adminReadSeq: message!.seq })
        .where(eq(chatConversations.id, input.conversationId));
    }
    return message!;
  });
}

/** The message with its conversation's owner, for deciding who may receive it live. */
export async function findMessageWithOwner(db: Db, messageId: string) {
  const [row] = await db
    .select({
      message: chatMessages,
      userId: chatConversations.userId,
      visitorTokenHash: chatConversations.visitorTokenHash,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, messageId));
  return row ?? null;
}
