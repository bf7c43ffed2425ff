import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The reminders sent: one row per consultation or appointment, start time and reminder (hours
 * before). The row is inserted in the same transaction as the mail, and the key lets only one
 * instance insert it, so a reminder goes once however many instances run the job. A move to
 * another time has its own reminders (the start is in the key).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    subject: text('subject', { enum: ['consultation', 'appointment'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    hoursBefore: integer('hours_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId, table.startsAt, table.hoursBefore] }),
  ],
);
