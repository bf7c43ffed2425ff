import type { FastifyInstance } from 'fastify';
import { startDailyJob } from '../../platform/jobs/daily-job';
import { runScheduledBackup, type ScheduledBackupDeps } from './scheduled-backup';

/** How often an instance checks whether the scheduled backup is due (its hour has 12 checks). */
export const BACKUP_CHECK_MS = 5 * 60 * 1000;

/** What the scheduled backup works with: the app's database, storage, keys, mailer, log and places. */
export function scheduledBackupDeps(app: FastifyInstance): ScheduledBackupDeps {
  const { db, mailer, storage, config, databaseKind } = app.deps;
  return {
    db,
    log: app.log,
    mailer,
    backupDir: config.backupDir,
    s3: config.s3,
    publicUrl: config.publicUrl,
    source: { database: { db, kind: databaseKind }, storage, keys: config },
  };
}

/**
 * Checks every five minutes whether the scheduled backup is due, and runs it then (see
 * runScheduledBackup: once a day, on one instance of a cluster).
 */
export function startBackupSchedule(app: FastifyInstance) {
  const deps = scheduledBackupDeps(app);
  const job = startDailyJob({
    db: deps.db,
    log: app.log,
    name: 'scheduled-backup',
    firstRunMs: BACKUP_CHECK_MS,
    intervalMs: BACKUP_CHECK_MS,
    // The lease only keeps instances from checking at once; the run's record (scheduled-backup.ts)
    // is what makes a backup run once a day, however long it takes.
    leaseMinutes: 10,
    task: async () => void (await runScheduledBackup(deps)),
  });
  app.addHook('onClose', () => job.stop()); // before the database closes
}
