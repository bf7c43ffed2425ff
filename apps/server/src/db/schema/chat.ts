import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { languageCheck, languageColumn } from './language';

export const chatConversationStatuses = ['active', 'archived'] as const;

/**
 * A chat between a visitor or client and the firm. An anonymous conversation belongs to whoever
 * holds the visitor token (only its SHA-256 is stored); a client's belongs to `user_id`.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email'),
    visitorTokenHash: text('visitor_token_hash'),
    /** The visitor's language when the chat started: the firm's replies are mailed in it. */
    language: languageColumn(),
    status: text('status', { enum: chatConversationStatuses }).notNull().default('active'),
    /** The last message the firm has seen; later visitor or client messages count as unread. */
    adminReadSeq: bigint('admin_read_seq', { mode: 'number' }).notNull().default(0),
    /** When the firm was last mailed about this conversation (at most one mail per 10 minutes). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity: the list is ordered by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the firm moved it to Deleted: it leaves every list but the Deleted view, nobody writes
     * in it, and the retention job removes it 30 days later unless it is restored.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_conversations_user_idx').on(table.userId, table.status, table.updatedAt),
    index('chat_conversations_status_idx').on(table.status, table.updatedAt),
    // The analytics count each week's new conversations as a range of this index.
    index('chat_conversations_created_idx').on(table.createdAt),
    // The Deleted view and the retention job read only the few deleted conversations.
    index('chat_conversations_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    languageCheck('chat_conversations', table.language),
  ],
);

/**
 * `seq` orders messages and lets a reconnecting browser ask for what it missed ("after seq").
 * Inserts lock their conversation row first, so within a conversation seq follows commit order.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    content: text('content').notNull(),
    senderType: text('sender_type', { enum: ['visitor', 'client', 'admin'] }).notNull(),
    senderName: text('sender_name').notNull(),
    /** The team card the replying administrator was linked to when they wrote (null: none). */
    senderTeamMemberId: text('sender_team_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.seq)],
);
