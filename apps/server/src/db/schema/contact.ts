import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language';

/** Requests sent through the home page contact form and e-mailed to the firm. No IP address is kept. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    practiceArea: text('practice_area').notNull(),
    preferredContact: text('preferred_contact', { enum: ['call', 'meeting'] }).notNull(),
    requestType: text('request_type', { enum: ['consultation', 'custom-quote'] }).notNull(),
    message: text('message').notNull(),
    /** The language the visitor wrote from, so the firm can answer in it. */
    language: languageColumn(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_requests_created_at_idx').on(table.createdAt),
    languageCheck('contact_requests', table.language),
  ],
);
