import { z } from '../zod';
import { msg } from '../i18n/message';
import { wholeNumber } from './whole-number';

/**
 * The scheduled backup (Admin -> Settings -> Backups): whether it runs, the hour of the day it runs
 * at in the firm's time zone, and how many of its archives are kept in BACKUP_DIR.
 */
export const BACKUP_HOUR = { min: 0, max: 23, default: 2 } as const;
export const BACKUP_KEEP_LAST = { min: 1, max: 90, default: 14 } as const;

/** PUT /api/admin/backups/schedule: every value, as the form shows them all. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean({ error: msg('validation:backups.enabled') }),
  hour: wholeNumber(BACKUP_HOUR, msg('validation:backups.hour', BACKUP_HOUR)),
  keepLast: wholeNumber(BACKUP_KEEP_LAST, msg('validation:backups.keepLast', BACKUP_KEEP_LAST)),
});
export type BackupScheduleInput = z.input<typeof backupScheduleSchema>;
export type BackupSchedule = z.output<typeof backupScheduleSchema>;

/** The names a schedule change has in the audit log's 'settings.update' entries. */
export const backupScheduleAuditFields = {
  enabled: 'backupEnabled',
  hour: 'backupHour',
  keepLast: 'backupKeepLast',
} as const satisfies Record<keyof BackupSchedule, string>;

/** One scheduled backup as the admin sees it (GET /api/admin/backups), newest first. */
export type BackupRunRecord = {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  /** null while it runs (or when its instance stopped during it). */
  result: 'ok' | 'failed' | null;
  sizeBytes: number | null;
  /** The archive's file name in BACKUP_DIR. */
  file: string | null;
  error: string | null;
};

/** GET /api/admin/backups: the schedule and the last scheduled backups. */
export type BackupsOverview = { schedule: BackupSchedule; runs: BackupRunRecord[] };
