import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { lastBackupAt } from './last-backup';

/**
 * When the last backup was made: the newest successful scheduled run's record, or the newest
 * finished archive in `backupDir` when that is newer (`npm run backup` records no run) or there
 * is no record.
 */
export async function newestBackupAt(db: DbOrTx, backupDir: string): Promise<Date | null> {
  const [run] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.result, 'ok'))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const recorded = run?.finishedAt ?? null;
  const inFolder = lastBackupAt(backupDir);
  if (!recorded || !inFolder) return recorded ?? inFolder;
  return recorded > inFolder ? recorded : inFolder;
}

/**
 * The metrics' backup age (`lexbridge_backup_age_seconds`) reads when the last backup was made at
 * each scrape, so an alert can fire when backups stop; +Inf before the first one.
 */
export function trackBackupAge(app: FastifyInstance) {
  const { metrics, config, db } = app.deps;
  metrics.trackBackupAge(() => newestBackupAt(db, config.backupDir));
}
