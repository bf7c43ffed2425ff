import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH } from '@lexbridge/shared/schemas/messages';
import { users } from './auth';
import { matters } from './matters';
import { foldedColumnSql } from '../text-fold';

/**
 * A secure conversation on a matter, between the matter's client and the firm. Its title is
 * written in the language of whoever started it, like the subject of a letter.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** The title folded for searching (platform/text-fold), kept by the database. */
    titleFolded: text('title_folded').generatedAlwaysAs(foldedColumnSql('title')),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time: lists are ordered by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_threads_matter_idx').on(table.matterId, table.lastMessageAt),
    // The lists' order (latest message, then id), so a page is read off the index unsorted.
    index('message_threads_last_message_idx').on(table.lastMessageAt, table.id),
  ],
);

/**
 * A message in a thread. `seq` orders messages and lets a reconnecting browser ask for what it
 * missed; a message is appended with its thread's row locked, so within a thread seq follows commit
 * order. A thread has two sides, the client and the firm, so a message is read when someone of the
 * other side first opens it: `read_at` and `read_by` record that moment and that person.
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'restrict' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** As it was when sent, so the record survives a renamed or removed account. */
    senderName: text('sender_name').notNull(),
    /** The team card the replying administrator was linked to when they wrote (null: none). */
    senderTeamMemberId: text('sender_team_member_id'),
    senderType: text('sender_type', { enum: ['client', 'admin'] }).notNull(),
    content: text('content').notNull(),
    /** The text folded for searching (platform/text-fold), kept by the database. */
    contentFolded: text('content_folded').generatedAlwaysAs(foldedColumnSql('content')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: text('read_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('thread_messages_thread_idx').on(table.threadId, table.seq),
    // The analytics count each week's messages as a range of this index.
    index('thread_messages_created_idx').on(table.createdAt),
    // Unread counts look only at unread messages.
    index('thread_messages_unread_idx')
      .on(table.threadId, table.senderType)
      .where(sql`${table.readAt} is null`),
    check('thread_messages_sender_type_check', sql`${table.senderType} in ('client', 'admin')`),
    check(
      'thread_messages_content_check',
      sql`char_length(${table.content}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);
