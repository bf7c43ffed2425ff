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
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BACKUP_HOUR,
  BACKUP_KEEP_LAST,
  BACKUP_S3_PREFIX,
  backupDestinations,
} from '@lexbridge/shared/schemas/backups';

const between = (column: string, range: { min: number; max: number }) =>
  sql.raw(`"${column}" between ${range.min} and ${range.max}`);
const oneOfDestinations = (column: string) =>
  sql.raw(`"${column}" in (${backupDestinations.map((value) => `'${value}'`).join(', ')})`);

/**
 * The scheduled backup (Admin -> Settings -> Backups): exactly one row, id 1, made on first save
 * (until then the defaults: off). The checks repeat the form's bounds.
 */
export const backupSchedule = pgTable(
  'backup_schedule',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** The hour of the day (0-23) in the firm's time zone at which the backup runs. */
    hour: integer('hour').notNull().default(BACKUP_HOUR.default),
    /** How many scheduled archives are kept; older ones are deleted after a successful run. */
    keepLast: integer('keep_last').notNull().default(BACKUP_KEEP_LAST.default),
    /** Where the archives go: BACKUP_DIR on the server, or under `s3Prefix` in the S3 bucket. */
    destination: text('destination', { enum: backupDestinations }).notNull().default('local'),
    s3Prefix: text('s3_prefix').notNull().default(BACKUP_S3_PREFIX.default),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('backup_schedule_one_row', sql.raw(`"id" = 1`)),
    check('backup_schedule_hour_check', between('hour', BACKUP_HOUR)),
    check('backup_schedule_keep_check', between('keep_last', BACKUP_KEEP_LAST)),
    check('backup_schedule_destination_check', oneOfDestinations('destination')),
  ],
);

/**
 * One row per scheduled backup: written when it starts (which also tells the other instances that
 * today's backup is taken), completed when it ends. `result` is null while it runs.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result', { enum: ['ok', 'failed'] }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Where this run's archive went (the schedule may change later): BACKUP_DIR or S3. */
    destination: text('destination', { enum: backupDestinations }).notNull().default('local'),
    /** The archive: its file name in BACKUP_DIR, or its object key in the S3 bucket. */
    file: text('file'),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_idx').on(table.startedAt),
    check('backup_runs_result_check', sql.raw(`"result" in ('ok', 'failed')`)),
    check('backup_runs_destination_check', oneOfDestinations('destination')),
  ],
);
