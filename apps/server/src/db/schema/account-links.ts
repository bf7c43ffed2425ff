import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What an e-mailed account link lets its holder do. */
export const accountLinkPurposes = ['invitation'] as const;
export type AccountLinkPurpose = (typeof accountLinkPurposes)[number];

/**
 * Single-use links e-mailed to a person (an invitation to choose a password, later sign-in and
 * reset links). Only a SHA-256 of the token is kept, so a copy of the database opens no account;
 * a link is deleted when used.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountLinkPurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_links_user_purpose_idx').on(table.userId, table.purpose),
    check(
      'account_links_purpose_check',
      sql`${table.purpose} in (${sql.raw(accountLinkPurposes.map((p) => `'${p}'`).join(', '))})`,
    ),
  ],
);
