import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every mail the app sends. With SMTP a row is `pending` until the delivery worker sends it
 * (`sent`) or gives up after its last retry (`failed`); without SMTP it is only `stored` here.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    /** The last failed attempt's reason; kept on a later success for the record. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is next due; while a worker sends it, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The outbox page lists the newest first; the retention job deletes the oldest.
    index('email_outbox_created_idx').on(table.createdAt),
  ],
);

/** Per-second hit counts behind the sliding-window rate limits, shared by every server instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** Values the app generates once and every instance shares (e.g. the session signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** One-time links that create the first administrator; only a SHA-256 of the token is kept. */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
