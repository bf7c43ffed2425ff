import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { invoices } from './invoices';
import { languageCheck, languageColumn } from './language';

/** Weekly opening windows for consultations; day_of_week 0 is Sunday. Times are 'HH:mm' in the firm's zone. */
export const availabilitySettings = pgTable('availability_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  dayOfWeek: integer('day_of_week').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  slotDuration: integer('slot_duration').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whole days without consultations ('yyyy-MM-dd' in the firm's zone). */
export const blockedDates = pgTable('blocked_dates', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: text('date').notNull().unique(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Public holidays where the firm is are closed to consultations by default; a date here is one
 * the firm reopened ('yyyy-MM-dd' in the firm's zone).
 */
export const reopenedHolidays = pgTable('reopened_holidays', {
  date: text('date').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One blocked slot on a day; a slot is blocked when its start is in [start_time, end_time). */
export const blockedTimeSlots = pgTable(
  'blocked_time_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('blocked_time_slots_date_start').on(table.date, table.startTime)],
);

export const bookingStatuses = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;

/**
 * Paid consultations. A migration adds an exclusion constraint so two live bookings (a confirmed
 * one or an unpaid hold) can never overlap in time, whatever races the application loses.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The consultation type's stable id in the site content (Admin -> Site). */
    type: text('type').notNull(),
    /**
     * The type's name in both languages when the booking started. With the amount, currency and
     * times stored beside it, a hold or a paid booking reads the same whatever the firm renames,
     * reprices or retires later; mails, the portal and the calendar show this, not the catalog.
     */
    typeName: jsonb('type_name').$type<LocalizedText>().notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    /**
     * The address the booking came from, to count its open holds (a few at a time per address
     * and per e-mail, so nobody empties a day's calendar by holding every slot). Null on rows
     * from before it was kept.
     */
    clientIp: text('client_ip'),
    description: text('description'),
    /** The visitor's language when booking: the confirmation and its invite are written in it. */
    language: languageColumn(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paymentProvider: text('payment_provider', { enum: ['stripe', 'test'] }).notNull(),
    paymentSessionId: text('payment_session_id').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Counts the changes the client was e-mailed about (a new time, a cancellation), so a calendar
     * that received the first invite replaces it with the newer one (iCalendar SEQUENCE).
     */
    sequence: integer('sequence').notNull().default(0),
    /**
     * The cancellation policy the visitor was shown when booking (Settings then): it applies to
     * this booking whatever the firm changes later. Null on rows from before it was kept (the
     * current settings apply to those).
     */
    cutoffHours: integer('cutoff_hours'),
    refundBeforeCutoff: boolean('refund_before_cutoff'),
    /** When the firm was told this payment arrived after its time was taken (told once). */
    takenReportedAt: timestamp('taken_reported_at', { withTimezone: true }),
    /** The last move to another time: its reminders count from then (see the reminders job). */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['client', 'firm'] }),
    cancelReason: text('cancel_reason'),
    /** What went back to the client, and the provider's id of the refund. */
    refundedCents: integer('refunded_cents'),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_start_at').on(table.startAt),
    index('bookings_live')
      .on(table.startAt)
      .where(sql`${table.status} in ('pending_payment', 'confirmed')`),
    languageCheck('bookings', table.language),
  ],
);

/**
 * The built-in test checkout's sessions (used when STRIPE_SECRET_KEY is not set). Each pays for
 * exactly one thing: a booking or an invoice.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    /** What was paid back (a cancelled consultation's refund); 0 until then. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'test_checkout_sessions_one_purchase',
      sql`num_nonnulls(${table.bookingId}, ${table.invoiceId}) = 1`,
    ),
  ],
);

/** Stripe webhook events already handled, so a redelivered event is acknowledged and skipped. */
export const processedStripeEvents = pgTable('processed_stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
