import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DELETED_CONVERSATION_DAYS } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';

/**
 * Deletes up to `limit` archived conversations whose last activity is more than `months` months
 * old, with their messages, in one transaction; answers how many of each went. Active
 * conversations and those in the Deleted view (which have their own term) are never touched. The
 * rows are locked first: a visitor writing to one at that moment (which would make it active
 * again) waits, then finds it gone.
 */
export function deleteArchivedConversations(db: Db, months: number, limit: number) {
  return purge(
    db,
    and(
      eq(chatConversations.status, 'archived'),
      isNull(chatConversations.deletedAt),
      lt(chatConversations.updatedAt, sql`now() - make_interval(months => ${months})`),
    )!,
    chatConversations.updatedAt,
    limit,
  );
}

/**
 * Removes up to `limit` conversations that have been in the Deleted view for more than
 * DELETED_CONVERSATION_DAYS days, with their messages, whatever the firm's retention settings:
 * the 30 days to restore one are a promise of the Deleted view, not a retention choice. Locked
 * first, so a restore at that moment either wins or finds it gone.
 */
export function purgeDeletedConversations(db: Db, limit: number) {
  return purge(
    db,
    lt(
      chatConversations.deletedAt,
      sql`now() - make_interval(days => ${DELETED_CONVERSATION_DAYS})`,
    ),
    chatConversations.deletedAt,
    limit,
  );
}

function purge(db: Db, where: SQL, oldestFirst: AnyPgColumn, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(where)
      .orderBy(asc(oldestFirst))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { conversations: 0, messages: 0 };
    const ids = due.map((row) => row.id);
    const messages = await tx
      .delete(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .returning({ id: chatMessages.id });
    const conversations = await tx
      .delete(chatConversations)
      .where(inArray(chatConversations.id, ids))
      .returning({ id: chatConversations.id });
    return { conversations: conversations.length, messages: messages.length };
  });
}
