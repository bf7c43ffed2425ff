import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { matterPriorities, matterStatuses } from '@lexbridge/shared/schemas/matters';
import { users } from './auth';
import { inList } from './in-list';
import { foldedColumnSql } from '../text-fold';

/**
 * A client's matter (the portal's "project"). The client is an account; a matter outlives nothing
 * silently: deleting an account that still has matters is refused. The checks keep the states to
 * the app's lists (adding one takes a migration). The practice area is an id of the site content's
 * practice areas, which the firm edits (Admin -> Site): the service checks it, not a constraint.
 */
export const matters = pgTable(
  'matters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    practiceArea: text('practice_area'),
    status: text('status', { enum: matterStatuses }).notNull().default('active'),
    priority: text('priority', { enum: matterPriorities }).notNull().default('medium'),
    startDate: date('start_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** The day (in the firm's time zone) it was last moved to completed; null unless completed. */
    completionDate: date('completion_date', { mode: 'string' }),
    /** The other side, checked against clients and other matters for conflicts of interest. */
    opposingParty: text('opposing_party'),
    /** Title and opposing party folded for searching (platform/text-fold), kept by the database. */
    titleFolded: text('title_folded').generatedAlwaysAs(foldedColumnSql('title')),
    opposingPartyFolded: text('opposing_party_folded').generatedAlwaysAs(
      foldedColumnSql('opposing_party'),
    ),
    /**
     * The client's General Consultation matter, where their general questions go: at most one per
     * client (the partial unique index), so concurrent first questions share one matter.
     */
    generalConsultation: boolean('general_consultation').notNull().default(false),
    /**
     * A legal hold (the firm must keep the matter for a claim, an investigation or a court): nothing
     * in a held matter is erased or purged. Why, who set it and when; all three or none.
     */
    legalHoldReason: text('legal_hold_reason'),
    legalHoldBy: text('legal_hold_by'),
    legalHoldAt: timestamp('legal_hold_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Lists are newest first with the id breaking ties: the index hands rows over in that order.
    index('matters_client_created_idx').on(table.clientId, table.createdAt, table.id),
    index('matters_created_idx').on(table.createdAt, table.id),
    uniqueIndex('matters_general_consultation_idx')
      .on(table.clientId)
      .where(sql`${table.generalConsultation}`),
    check('matters_status_check', sql`${table.status} in (${inList(matterStatuses)})`),
    check('matters_priority_check', sql`${table.priority} in (${inList(matterPriorities)})`),
    check(
      'matters_legal_hold_check',
      sql`num_nulls(${table.legalHoldReason}, ${table.legalHoldBy}, ${table.legalHoldAt}) in (0, 3)`,
    ),
  ],
);
