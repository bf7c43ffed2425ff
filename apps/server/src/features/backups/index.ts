// Backups and restores (decision record 0025): one archive with the database's rows as of one
// moment, every stored file and a manifest; restored into the embedded database or PostgreSQL.
export { createBackup, type BackupSource } from './create-backup';
export { restoreBackup, type RestoreOptions } from './restore';
export { BackupRefusedError } from './archive-reader';
export type { Manifest } from './manifest';
export { openForBackup } from './open-for-backup';
export { serveBackups } from './backup-socket';
export { lastBackupAt } from './last-backup';
export { trackBackupAge } from './backup-age';
export { startBackupSchedule } from './schedule-job';
export { backupsAdminRoutes } from './admin-routes';
