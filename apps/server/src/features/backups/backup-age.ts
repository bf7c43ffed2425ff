import type { FastifyInstance } from 'fastify';
import { lastBackupAt } from './last-backup';

/**
 * The metrics' backup age (`lexbridge_backup_age_seconds`) reads the newest finished archive in
 * BACKUP_DIR at each scrape, so an alert can fire when backups stop; +Inf before the first one.
 */
export function trackBackupAge(app: FastifyInstance) {
  const { metrics, config } = app.deps;
  metrics.trackBackupAge(async () => lastBackupAt(config.backupDir));
}
