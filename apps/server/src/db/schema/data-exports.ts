import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dataExportStatuses } from '@lexbridge/shared/schemas/data-requests';
import { users } from './auth';
import { inList } from './in-list';

/**
 * A copy of a client's data (GDPR Art. 15 and 20), built in the background into a ZIP in the file
 * storage. At most one is being built per client (the partial unique index), so asking twice
 * returns the one in progress. When ready, a link is mailed: only its SHA-256 is kept here, it
 * works for 24 hours and once; the file is removed once downloaded, expired or failed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is gone: the sweep then removes the copy's file. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether an administrator asked for it on the client's behalf (the client still gets it). */
    requestedByFirm: boolean('requested_by_firm').notNull().default(false),
    status: text('status', { enum: dataExportStatuses }).notNull().default('building'),
    /** 0 to 100 while building. */
    progress: integer('progress').notNull().default(0),
    /** When an instance last worked on it: a build silent for minutes is taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * Where the ZIP is (or is being written): chosen when a build claims the row, before a byte
     * is written, so no file is ever unknown to the database; null once the file is removed.
     */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    linkHash: text('link_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_building_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'building'`),
    index('data_exports_user_created_idx').on(table.userId, table.createdAt),
    check('data_exports_status_check', sql`${table.status} in (${inList(dataExportStatuses)})`),
    check('data_exports_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);
