import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INVOICE_AMOUNT_MAX_CENTS,
  invoiceCurrencies,
  invoiceStatuses,
  openInvoiceStatuses,
} from '@lexbridge/shared/schemas/invoices';
import { users } from './auth';
import { inList } from './in-list';
import { languageCheck, languageColumn } from './language';
import { matters } from './matters';
import { foldedColumnSql } from '../text-fold';

/**
 * The firm's bills, one matter each. `number` is the year's next number (KC-2026-0001), handed out
 * by `invoice_sequences` in the creating transaction, so numbers have no gaps. A matter with
 * invoices cannot be deleted: invoices are kept for the firm's books.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: invoiceCurrencies }).notNull(),
    description: text('description'),
    /** Number and description folded for searching (platform/text-fold), kept by the database. */
    numberFolded: text('number_folded').generatedAlwaysAs(foldedColumnSql('number')),
    descriptionFolded: text('description_folded').generatedAlwaysAs(foldedColumnSql('description')),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('pending'),
    /** The client's language when it was issued: its PDF and e-mails are written in it. */
    language: languageColumn(),
    /** The checkout opened last for it (or the one that paid it). */
    paymentSessionId: text('payment_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_matter_created_idx').on(table.matterId, table.createdAt),
    // The lists' order (newest, then number), so a page is read off the index unsorted.
    index('invoices_created_idx').on(table.createdAt, table.number),
    index('invoices_payment_session_idx').on(table.paymentSessionId),
    // The analytics sum each month's invoiced and paid amounts as a range of these, index only.
    index('invoices_issued_amounts_idx').on(
      table.createdAt,
      table.currency,
      table.amountCents,
      table.status,
    ),
    index('invoices_paid_amounts_idx')
      .on(table.paidAt, table.currency, table.amountCents)
      .where(sql`${table.status} = 'paid'`),
    // The dashboard counts the invoices still owed off this small index, not all the invoices.
    index('invoices_open_status_idx')
      .on(table.status)
      .where(sql`${table.status} in (${inList(openInvoiceStatuses)})`),
    check('invoices_status_check', sql`${table.status} in (${inList(invoiceStatuses)})`),
    check('invoices_currency_check', sql`${table.currency} in (${inList(invoiceCurrencies)})`),
    check(
      'invoices_amount_check',
      sql`${table.amountCents} between 1 and ${sql.raw(String(INVOICE_AMOUNT_MAX_CENTS))}`,
    ),
    languageCheck('invoices', table.language),
  ],
);

/** The last invoice number given out in each year; its row lock orders concurrent creates. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Every online payment received for an invoice, one row per checkout session. Recording it is
 * what makes a payment count once: a session already here is never applied again, whatever the
 * invoice's status became since (reopened by the firm, say).
 */
export const invoicePayments = pgTable('invoice_payments', {
  sessionId: text('session_id').primaryKey(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** Whether it paid the invoice; false when it arrived for one already paid or cancelled. */
  applied: boolean('applied').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
