import { asc, eq, inArray } from 'drizzle-orm';
import type { ThreadMessage } from '@lexbridge/shared/schemas/messages';
import type { DbOrTx } from '../../db/client';
import { matters, messageThreads, threadMessages } from '../../db/schema/index';
import { toMessage } from './mappers';

export type ExportedThread = {
  id: string;
  title: string;
  matterId: string;
  matterTitle: string;
  createdAt: string;
  messages: ThreadMessage[];
};

/**
 * Every secure thread on a client's matters with all its messages: what the firm wrote in them
 * too, since it is the client's correspondence.
 */
export async function clientThreadsForExport(
  db: DbOrTx,
  clientId: string,
): Promise<ExportedThread[]> {
  const threads = await db
    .select({ thread: messageThreads, matterTitle: matters.title })
    .from(messageThreads)
    .innerJoin(matters, eq(matters.id, messageThreads.matterId))
    .where(eq(matters.clientId, clientId))
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
  const ids = threads.map(({ thread }) => thread.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(threadMessages)
          .where(inArray(threadMessages.threadId, ids))
          .orderBy(asc(threadMessages.seq));
  return threads.map(({ thread, matterTitle }) => ({
    id: thread.id,
    title: thread.title,
    matterId: thread.matterId,
    matterTitle,
    createdAt: thread.createdAt.toISOString(),
    messages: messages.filter((message) => message.threadId === thread.id).map(toMessage),
  }));
}
