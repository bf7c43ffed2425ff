import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ConversationView } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { toAdminConversation } from './mappers';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The conversation center's list: one status (deleted conversations only in the Deleted view, most
 * recently deleted first), optional search by name or e-mail, newest activity first.
 */
export async function listConversationsForAdmin(
  db: Db,
  query: { status: ConversationView; search: string },
) {
  const view = query.status;
  const pattern = `%${escapeLike(query.search)}%`;
  // Spelled out: inside a subquery Drizzle would leave the outer columns unqualified.
  const unread = sql<number>`(select count(*)::int from chat_messages m
    where m.conversation_id = chat_conversations.id and m.sender_type <> 'admin'
    and m.seq > chat_conversations.admin_read_seq)`;
  const lastMessage = sql<string | null>`(select m.content from chat_messages m
    where m.conversation_id = chat_conversations.id order by m.seq desc limit 1)`;
  const rows = await db
    .select({ conversation: chatConversations, unreadCount: unread, lastMessage })
    .from(chatConversations)
    .where(
      and(
        view === 'deleted'
          ? isNotNull(chatConversations.deletedAt)
          : and(isNull(chatConversations.deletedAt), eq(chatConversations.status, view)),
        query.search
          ? or(
              ilike(chatConversations.userName, pattern),
              ilike(chatConversations.userEmail, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(
      ...(view === 'deleted' ? [desc(chatConversations.deletedAt)] : []),
      desc(chatConversations.updatedAt),
    )
    .limit(200);
  return rows.map((row) =>
    toAdminConversation(row.conversation, {
      unreadCount: Number(row.unreadCount),
      lastMessage: row.lastMessage ? row.lastMessage.slice(0, 140) : null,
    }),
  );
}

/** Marks everything in the conversation as read by the firm. */
export async function markReadByAdmin(db: Db, conversationId: string) {
  await db
    .update(chatConversations)
    .set({
      adminReadSeq: sql`coalesce((select max(seq) from ${chatMessages} where conversation_id = ${conversationId}), 0)`,
    })
    .where(eq(chatConversations.id, conversationId));
}
