import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { MessagesQuery } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { sendChatMessage, type NewChatMessage, type SentChatMessage } from './send';

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
 * Appends a message (see sendChatMessage: one statement, NOTIFY included). The firm's own reply
 * marks everything before it read: afterwards, with GREATEST, so a later read mark stays, and a
 * visitor's message committed meanwhile has a higher seq and stays unread.
 */
export async function appendMessage(
  db: Db,
  input: NewChatMessage,
  options: { id?: string; claimFirmMail?: boolean } = {},
): Promise<SentChatMessage> {
  const sent = await sendChatMessage(db, input, options);
  if (input.senderType === 'admin') {
    await db
      .update(chatConversations)
      .set({ adminReadSeq: sql`greatest(${chatConversations.adminReadSeq}, ${sent.message.seq})` })
      .where(eq(chatConversations.id, input.conversationId));
  }
  return sent;
}

/** The message with its conversation's owner, for deciding who may receive it live. */
export async function findMessageWithOwner(db: Db, messageId: string) {
  const [row] = await db
    .select({
      message: chatMessages,
      userId: chatConversations.userId,
      visitorTokenHash: chatConversations.visitorTokenHash,
      deletedAt: chatConversations.deletedAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, messageId));
  return row ?? null;
}
