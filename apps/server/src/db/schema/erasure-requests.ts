import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { erasureStatuses } from '@lexbridge/shared/schemas/data-requests';
import { users } from './auth';
import { inList } from './in-list';
import { languageCheck, languageColumn } from './language';

/**
 * A client's request to erase their data (GDPR Art. 17) and the firm's decision on it. It is the
 * firm's record that the request was made and answered, so it outlives the account: the client's
 * name, address and language are kept as they were when asked (the account may be erased). At
 * most one is open per client (the partial unique index).
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    language: languageColumn(),
    status: text('status', { enum: erasureStatuses }).notNull().default('open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** One month after it arrived (GDPR Art. 12(3)): when the firm must have answered. */
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 month'`),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Why the firm refused (the client is told in these words); null unless refused. */
    refusalReason: text('refusal_reason'),
  },
  (table) => [
    uniqueIndex('erasure_requests_open_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
    index('erasure_requests_status_due_idx').on(table.status, table.dueAt),
    check('erasure_requests_status_check', sql`${table.status} in (${inList(erasureStatuses)})`),
    languageCheck('erasure_requests', table.language),
  ],
);
