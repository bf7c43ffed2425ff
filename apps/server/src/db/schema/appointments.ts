import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_MAX_MINUTES,
  APPOINTMENT_MIN_MINUTES,
  appointmentStatuses,
} from '@lexbridge/shared/schemas/appointments';
import { users } from './auth';
import { matters } from './matters';
import { inList } from './in-list';

/**
 * A meeting on a matter. `sequence` counts the changes the client was e-mailed about, so a
 * calendar that received the first invitation replaces it with the newer one (iCalendar SEQUENCE).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** An address, a phone number or a video link. */
    location: text('location'),
    status: text('status', { enum: appointmentStatuses }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_matter_starts_idx').on(table.matterId, table.startsAt),
    index('appointments_starts_idx').on(table.startsAt),
    // The busy times of a range of days are read on every calendar view.
    index('appointments_scheduled_starts')
      .on(table.startsAt)
      .where(sql`${table.status} = 'scheduled'`),
    check('appointments_status_check', sql`${table.status} in (${inList(appointmentStatuses)})`),
    check(
      'appointments_duration_check',
      sql`${table.durationMinutes} between ${sql.raw(String(APPOINTMENT_MIN_MINUTES))} and ${sql.raw(String(APPOINTMENT_MAX_MINUTES))}`,
    ),
  ],
);
