import { z } from '../zod';
import { msg } from '../i18n/message';
import { wholeNumber } from './whole-number';

/**
 * The scheduled backup (Admin -> Settings -> Backups): whether it runs, the hour of the day it runs
 * at in the firm's time zone, how many of its archives are kept, and where they go: the server's
 * backup folder (BACKUP_DIR) or a prefix (a folder) in the S3 bucket the server stores files in.
 */
export const BACKUP_HOUR = { min: 0, max: 23, default: 2 } as const;
export const BACKUP_KEEP_LAST = { min: 1, max: 90, default: 14 } as const;
export const backupDestinations = ['local', 's3'] as const;
export type BackupDestination = (typeof backupDestinations)[number];
export const BACKUP_S3_PREFIX = { default: 'backups/', max: 200 } as const;

// Folder names of plain letters, digits, dots, hyphens and underscores, separated by '/': no empty
// part, no '..', nothing an S3-compatible server might read otherwise.
const PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/;
const prefixMessage = msg('validation:backups.s3Prefix', BACKUP_S3_PREFIX);

/** The prefix the archives' keys start with, always ending in '/' (`backups` is `backups/`). */
const s3Prefix = z
  .string({ error: prefixMessage })
  .trim()
  .max(BACKUP_S3_PREFIX.max, prefixMessage)
  .regex(PREFIX_PATTERN, prefixMessage)
  .transform((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`));

/** PUT /api/admin/backups/schedule: every value, as the form shows them all. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean({ error: msg('validation:backups.enabled') }),
  hour: wholeNumber(BACKUP_HOUR, msg('validation:backups.hour', BACKUP_HOUR)),
  keepLast: wholeNumber(BACKUP_KEEP_LAST, msg('validation:backups.keepLast', BACKUP_KEEP_LAST)),
  destination: z.enum(backupDestinations, { error: msg('validation:backups.destination') }),
  s3Prefix,
});
export type BackupScheduleInput = z.input<typeof backupScheduleSchema>;
export type BackupSchedule = z.output<typeof backupScheduleSchema>;

/** The names a schedule change has in the audit log's 'settings.update' entries. */
export const backupScheduleAuditFields = {
  enabled: 'backupEnabled',
  hour: 'backupHour',
  keepLast: 'backupKeepLast',
  destination: 'backupDestination',
  s3Prefix: 'backupS3Prefix',
} as const satisfies Record<keyof BackupSchedule, string>;

/** One scheduled backup as the admin sees it (GET /api/admin/backups), newest first. */
export type BackupRunRecord = {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  /** null while it runs (or when its instance stopped during it). */
  result: 'ok' | 'failed' | null;
  sizeBytes: number | null;
  destination: BackupDestination;
  /** The archive: its file name in BACKUP_DIR, or its object key in the S3 bucket. */
  file: string | null;
  error: string | null;
};

/** Where backups can go on this server: its backup folder, and the S3 bucket when one is set. */
export type BackupPlaces = {
  /** BACKUP_DIR (default $DATA_DIR/backups), as the server resolves it. */
  local: string;
  /** S3_BUCKET, or null when the server stores no files in S3 (then S3 cannot be chosen). */
  s3Bucket: string | null;
};

/** GET /api/admin/backups: the schedule, where backups can go, and the last scheduled backups. */
export type BackupsOverview = {
  schedule: BackupSchedule;
  places: BackupPlaces;
  runs: BackupRunRecord[];
};
