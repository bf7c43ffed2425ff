import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  BOOKING_HOLD_MINUTES,
  CANCELLATION_CUTOFF_HOURS,
  CHAT_MAIL_THROTTLE_MINUTES,
  INVOICE_PREFIX,
  REMINDER_HOURS,
  RETENTION_MONTHS,
} from '@lexbridge/shared/schemas/settings';
import { firm } from '@lexbridge/shared/firm/firm';

const between = (column: string, range: { min: number; max: number }) =>
  sql.raw(`"${column}" between ${range.min} and ${range.max}`);

/**
 * The firm's settings (/admin/settings): exactly one row, id 1, made by the migration with the
 * values the app used before they could be changed. Read on every use, so a change applies to
 * the next request on every instance. The checks repeat the form's bounds, so no write path can
 * store a value the app cannot use.
 */
export const firmSettings = pgTable(
  'firm_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Who receives the firm's notification mail; null: the firm's contact address (firm data). */
    notificationEmail: text('notification_email'),
    bookingHoldMinutes: integer('booking_hold_minutes')
      .notNull()
      .default(BOOKING_HOLD_MINUTES.default),
    chatMailThrottleMinutes: integer('chat_mail_throttle_minutes')
      .notNull()
      .default(CHAT_MAIL_THROTTLE_MINUTES.default),
    /** Archived chats with no activity for this many months are deleted; null keeps them. */
    chatRetentionMonths: integer('chat_retention_months'),
    /** Outbox mail older than this many months is deleted (never pending mail); null keeps it. */
    outboxRetentionMonths: integer('outbox_retention_months'),
    /** Invoice numbers begin with it; a new installation starts with the seed firm's. */
    invoicePrefix: text('invoice_prefix').notNull().default(firm.invoicePrefix),
    /** A client may move or cancel a consultation until this many hours before it starts. */
    cancellationCutoffHours: integer('cancellation_cutoff_hours')
      .notNull()
      .default(CANCELLATION_CUTOFF_HOURS.default),
    /** Whether a cancellation before the cut-off pays the whole amount back. */
    refundBeforeCutoff: boolean('refund_before_cutoff').notNull().default(true),
    /** Hours before a consultation or appointment its reminders go; null turns one off. */
    firstReminderHours: integer('first_reminder_hours').default(REMINDER_HOURS.first),
    secondReminderHours: integer('second_reminder_hours').default(REMINDER_HOURS.second),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('firm_settings_one_row', sql.raw(`"id" = 1`)),
    check('firm_settings_hold_check', between('booking_hold_minutes', BOOKING_HOLD_MINUTES)),
    check(
      'firm_settings_cutoff_check',
      between('cancellation_cutoff_hours', CANCELLATION_CUTOFF_HOURS),
    ),
    check(
      'firm_settings_throttle_check',
      between('chat_mail_throttle_minutes', CHAT_MAIL_THROTTLE_MINUTES),
    ),
    check('firm_settings_first_reminder_check', between('first_reminder_hours', REMINDER_HOURS)),
    check('firm_settings_second_reminder_check', between('second_reminder_hours', REMINDER_HOURS)),
    check('firm_settings_chat_retention_check', between('chat_retention_months', RETENTION_MONTHS)),
    check(
      'firm_settings_outbox_retention_check',
      between('outbox_retention_months', RETENTION_MONTHS),
    ),
    check(
      'firm_settings_invoice_prefix_check',
      sql.raw(`"invoice_prefix" ~ '^[A-Z0-9]{1,${INVOICE_PREFIX.max}}$'`),
    ),
  ],
);

/**
 * Who runs a background job now: an instance claims the job's row until `locked_until` under a
 * random `holder` id and gives it back when done, so when several instances share the database
 * one runs it at a time. A claim that a crashed instance never gave back runs out by itself.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
