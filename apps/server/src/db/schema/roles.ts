import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { languageCheck, languageColumn } from './language';

/** A row with role 'admin' makes the user an administrator; the server checks it on every request. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/** `language`: what the portal and admin pages are shown in and the user's e-mails written in. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    language: languageColumn(),
    /** Optional; the firm enters it when it adds a client. */
    phone: text('phone'),
    /**
     * An administrator's card on the site's team (a team member's id in Admin -> Site): their
     * replies show its photo and role. Checked against the published team when set; a card since
     * removed shows nothing.
     */
    teamMemberId: text('team_member_id'),
    /** Set each time a session starts (signing out deletes sessions, so they cannot tell). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [languageCheck('profiles', table.language)],
);
