import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminThreadListQuerySchema,
  MessageSenderType,
} from '@lexbridge/shared/schemas/messages';
import type { Db } from '../../db/client';
import { matterRowsPage } from '../../db/matter-rows-page';
import { matters, messageThreads } from '../../db/schema/index';
import { containsFolded } from '../../db/text-fold';
import { toThread } from './mappers';
import { otherSide } from './policy';
import { threadColumns, unreadFrom } from './threads';

type ListQuery = z.output<typeof adminThreadListQuerySchema>;

/**
 * The threads `search` finds, as conditions on message_threads alone: its title, its matter's
 * title, for the firm its client's name, or any of its messages. The matters, clients and
 * messages that match are found first, each off its own folded column (a trigram index where
 * there is one), as sets the threads are looked up in: a join of every thread, matter and client
 * filtered row by row read the firm's 10,000 threads and 150,000 messages for each search.
 * Sets by `in (subquery)`, which PostgreSQL hashes, not `= any(array(...))`, which it scans
 * element by element for each thread when there is no index to read (PGlite): 3 s for a word
 * in every message.
 */
function threadMatches(search: string, side: MessageSenderType): SQL {
  const clients = sql`select u.id from users u where ${containsFolded(sql`u.name_folded`, search)}`;
  const matterMatches =
    side === 'admin'
      ? sql`${containsFolded(sql`m.title_folded`, search)} or m.client_id in (${clients})`
      : containsFolded(sql`m.title_folded`, search);
  return or(
    containsFolded(messageThreads.titleFolded, search),
    sql`${messageThreads.matterId} in (select m.id from matters m where ${matterMatches})`,
    sql`${messageThreads.id} in (select x.thread_id from thread_messages x
      where ${containsFolded(sql`x.content_folded`, search)})`,
  )!;
}

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
    search ? threadMatches(search, scope.side) : undefined,
  );
  // The firm's threads with unread client messages come first. Asked as one set of thread ids
  // (the partial index of unread messages, read once), not a count per thread of the firm.
  const hasUnread = sql`${messageThreads.id} in (select m.thread_id from thread_messages m
    where m.sender_type = ${otherSide(scope.side)} and m.read_at is null)`;
  const order =
    scope.side === 'admin'
      ? [desc(hasUnread), desc(messageThreads.lastMessageAt), desc(messageThreads.id)]
      : [desc(messageThreads.lastMessageAt), desc(messageThreads.id)];
  // Only the page's threads have their unread messages counted (page 100 skips 2,000 threads).
  const { rows, total } = await matterRowsPage(
    db,
    { table: messageThreads, key: messageThreads.id, matterId: messageThreads.matterId },
    { columns: { ...threadColumns, unreadCount: unread } },
    {
      where,
      order,
      readsMatter: Boolean(scope.clientId || query.clientId),
      page: query.page,
      pageSize: query.pageSize,
    },
  );
  return {
    threads: rows.map((row) => toThread(row, Number(row.unreadCount))),
    total,
  };
}
