import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import type { DbOrTx } from '../../db/client';
import { matters, messageThreads, threadMessages, users } from '../../db/schema/index';
import type { ThreadWithMatter } from './mappers';

export const threadColumns = {
  thread: messageThreads,
  matterTitle: matters.title,
  clientId: matters.clientId,
  clientName: users.name,
  clientEmail: users.email,
};

/** message_threads joined to its matter and the matter's client. */
export const threadsWithMatter = (db: DbOrTx) =>
  db
    .select(threadColumns)
    .from(messageThreads)
    .innerJoin(matters, eq(matters.id, messageThreads.matterId))
    .innerJoin(users, eq(users.id, matters.clientId));

export async function findThread(db: DbOrTx, id: string): Promise<ThreadWithMatter | undefined> {
  const [row] = await threadsWithMatter(db).where(eq(messageThreads.id, id));
  return row;
}

/**
 * The number of the thread's messages from `from` that nobody of the other side has read yet.
 * Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
 */
export const unreadFrom = (from: MessageSenderType): SQL<number> =>
  sql<number>`(select count(*)::int from thread_messages m
    where m.thread_id = message_threads.id and m.sender_type = ${from} and m.read_at is null)`;

/** The thread's messages from `from` that nobody of the other side has read. */
export async function countUnread(db: DbOrTx, threadId: string, from: MessageSenderType) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.threadId, threadId),
        eq(threadMessages.senderType, from),
        isNull(threadMessages.readAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** For the admin dashboard: how many threads hold client messages that no administrator has read. */
export async function countThreadsWithUnreadClientMessages(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${threadMessages.threadId})::int` })
    .from(threadMessages)
    .where(and(eq(threadMessages.senderType, 'client'), isNull(threadMessages.readAt)));
  return Number(row?.n ?? 0);
}
