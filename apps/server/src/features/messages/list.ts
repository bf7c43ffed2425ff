import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminThreadListQuerySchema,
  MessageSenderType,
} from '@lexbridge/shared/schemas/messages';
import type { Db } from '../../db/client';
import { matters, messageThreads, users } from '../../db/schema/index';
import { containsFolded, foldText } from '../../platform/text-fold';
import { toThread } from './mappers';
import { otherSide } from './policy';
import { threadColumns, unreadFrom } from './threads';

type ListQuery = z.output<typeof adminThreadListQuerySchema>;

/** Some message of the thread contains the text (case and accents ignored). */
const messageContains = (text: string) =>
  sql`exists (select 1 from thread_messages m where m.thread_id = message_threads.id
    and strpos(m.content_folded, ${foldText(text)}) > 0)`;

/**
 * A page of threads for one side. A client (`clientId`) sees the threads of their own matters,
 * newest activity first; the firm sees every client's, those with unread client messages first.
 * `search` matches the thread's and the matter's titles, any message's text and, for the firm, the
 * client's name.
 */
export async function listThreads(
  db: Db,
  query: ListQuery,
  scope: { side: MessageSenderType; clientId?: string },
) {
  const unread = unreadFrom(otherSide(scope.side));
  const { search } = query;
  const where = and(
    scope.clientId ? eq(matters.clientId, scope.clientId) : undefined,
    query.clientId ? eq(matters.clientId, query.clientId) : undefined,
    query.matterId ? eq(messageThreads.matterId, query.matterId) : undefined,
    search
      ? or(
          containsFolded(messageThreads.titleFolded, search),
          containsFolded(matters.titleFolded, search),
          scope.side === 'admin' ? containsFolded(users.nameFolded, search) : undefined,
          messageContains(search),
        )
      : undefined,
  );
  // The firm's threads with unread client messages come first. Asked as one set of thread ids
  // (the partial index of unread messages, read once), not a count per thread of the firm.
  const hasUnread = sql`${messageThreads.id} in (select m.thread_id from thread_messages m
    where m.sender_type = ${otherSide(scope.side)} and m.read_at is null)`;
  const order =
    scope.side === 'admin'
      ? [desc(hasUnread), desc(messageThreads.lastMessageAt), desc(messageThreads.id)]
      : [desc(messageThreads.lastMessageAt), desc(messageThreads.id)];
  // The total joins the matter (and the client) only when a filter reads them.
  const needsMatter = Boolean(scope.clientId || query.clientId || search);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...threadColumns, unreadCount: unread })
      .from(messageThreads)
      .innerJoin(matters, eq(matters.id, messageThreads.matterId))
      .innerJoin(users, eq(users.id, matters.clientId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    needsMatter
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(messageThreads)
          .innerJoin(matters, eq(matters.id, messageThreads.matterId))
          .innerJoin(users, eq(users.id, matters.clientId))
          .where(where)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(messageThreads)
          .where(where),
  ]);
  return {
    threads: rows.map((row) => toThread(row, Number(row.unreadCount))),
    total: Number(count?.total ?? 0),
  };
}
