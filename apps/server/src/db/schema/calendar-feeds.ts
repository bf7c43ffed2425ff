import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An administrator's private calendar feed (Admin -> Account): at most one address each. Only a
 * SHA-256 of the address's secret is kept, so a copy of the database opens no feed; turning it
 * off deletes the row, and a new address replaces the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
