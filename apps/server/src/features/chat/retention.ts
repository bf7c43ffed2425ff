import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';

/**
 * Deletes up to `limit` archived conversations whose last activity is more than `months` months
 * old, with their messages, in one transaction; answers how many of each went. Active
 * conversations are never touched. The rows are locked first: a visitor writing to one at that
 * moment (which would make it active again) waits, then finds it gone.
 */
export function deleteArchivedConversations(db: Db, months: number, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.status, 'archived'),
          lt(chatConversations.updatedAt, sql`now() - make_interval(months => ${months})`),
        ),
      )
      .orderBy(asc(chatConversations.updatedAt))
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
