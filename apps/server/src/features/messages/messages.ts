import { and, asc, eq, gt, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import type { DbOrTx } from '../../db/client';
import { messageThreads, threadMessages } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { MessageRow } from './mappers';
import { otherSide } from './policy';

/**
 * The thread's messages after `after`, oldest first; with `unreadFrom`, also those from that seq
 * on that have been read (their read marks may be news to a browser that was offline).
 */
export function listThreadMessages(
  db: DbOrTx,
  threadId: string,
  query: { after: number; unreadFrom?: number },
) {
  const { after, unreadFrom } = query;
  return db
    .select()
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        or(
          gt(threadMessages.seq, after),
          unreadFrom === undefined
            ? undefined
            : and(gte(threadMessages.seq, unreadFrom), isNotNull(threadMessages.readAt)),
        ),
      ),
    )
    .orderBy(asc(threadMessages.seq));
}

export type NewMessage = {
  threadId: string;
  senderId: string | null;
  senderName: string;
  /** The replying administrator's team card (Admin -> Site), if they are linked to one. */
  senderTeamMemberId?: string | null;
  senderType: MessageSenderType;
  content: string;
};

/**
 * Appends a message. Touching the thread row first locks it, so messages of one thread commit in
 * `seq` order (a reconnecting browser asking "after seq" never skips one), and moves the thread to
 * the top of the lists.
 */
export function appendMessage(db: DbOrTx, input: NewMessage): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(messageThreads)
      .set({ lastMessageAt: sql`now()` })
      .where(eq(messageThreads.id, input.threadId))
      .returning({ id: messageThreads.id });
    if (touched.length === 0) throw notFound(msg('errors:messages.threadNotFound'));
    const [message] = await tx.insert(threadMessages).values(input).returning();
    return message!;
  });
}

export type ReadMark = { side: MessageSenderType; upToSeq: number; readAt: string };

/**
 * Marks the other side's unread messages in the thread as read by `reader` (of `side`). Messages
 * are read in order, so every one of the other side's messages up to the returned `upToSeq` is
 * read afterwards. Null when there was nothing new to read.
 */
export async function markThreadRead(
  db: DbOrTx,
  threadId: string,
  reader: { id: string; side: MessageSenderType },
): Promise<ReadMark | null> {
  const side = otherSide(reader.side);
  const read = await db
    .update(threadMessages)
    .set({ readAt: sql`now()`, readBy: reader.id })
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        eq(threadMessages.senderType, side),
        isNull(threadMessages.readAt),
      ),
    )
    .returning({ seq: threadMessages.seq, readAt: threadMessages.readAt });
  if (read.length === 0) return null;
  return {
    side,
    upToSeq: Math.max(...read.map((row) => row.seq)),
    readAt: read[0]!.readAt!.toISOString(),
  };
}

/** One message, for its live event. */
export async function findMessage(db: DbOrTx, messageId: string) {
  const [row] = await db.select().from(threadMessages).where(eq(threadMessages.id, messageId));
  return row ?? null;
}
