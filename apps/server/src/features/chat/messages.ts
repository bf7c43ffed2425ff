import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { MessagesQuery } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import type { Hub } from '../../platform/realtime/hub';
import { appendStatement, type AppendedChatMessage, type NewChatMessage } from './append';
import { expectChatMessage } from './live-message';

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
 * Appends a message: the one write of every chat message (see appendStatement: one statement,
 * NOTIFY included). The firm's own reply also marks everything before it read, in the same
 * transaction: afterwards, with GREATEST, so a later read mark stays, and a visitor's message
 * committed meanwhile has a higher seq and stays unread. With `realtime`, this instance's live
 * delivery is told to expect the message, so its NOTIFY is delivered from this result rather than
 * by reading the message back; `claimFirmMail` claims the firm's mail slot (the caller mails when
 * `firmMailDue`).
 */
export function appendMessage(
  db: Db,
  input: NewChatMessage,
  options: { claimFirmMail?: boolean; realtime?: Hub } = {},
): Promise<AppendedChatMessage> {
  const statement = { id: randomUUID(), claimFirmMail: options.claimFirmMail === true };
  const appending =
    input.senderType === 'admin'
      ? db.transaction(async (tx) => {
          const appended = await appendStatement(tx, input, statement);
          const seq = appended.message.seq;
          await tx
            .update(chatConversations)
            .set({ adminReadSeq: sql`greatest(${chatConversations.adminReadSeq}, ${seq})` })
            .where(eq(chatConversations.id, input.conversationId));
          return appended;
        })
      : appendStatement(db, input, statement);
  if (options.realtime) expectChatMessage(options.realtime, statement.id, appending);
  return appending;
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
