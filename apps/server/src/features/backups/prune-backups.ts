import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { BackupDestination } from '@lexbridge/shared/schemas/backups';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { openBackupPlace, type BackupPlace, type BackupPlaceSettings } from './backup-places';

type Run = typeof backupRuns.$inferSelect;

/**
 * Removes the runs' archives, each where its run put it (the folder or the S3 bucket, whatever the
 * schedule says now). Returns the runs whose archive is gone; one that could not be removed keeps
 * its record, so the next run tries again, and the first such error is thrown after the others.
 */
async function removeArchives(settings: BackupPlaceSettings, runs: Run[]) {
  const places = new Map<BackupDestination, BackupPlace>();
  const removed: Run[] = [];
  let failure: unknown;
  try {
    for (const run of runs) {
      try {
        let place = places.get(run.destination);
        if (!place) {
          place = await openBackupPlace(settings, run.destination);
          places.set(run.destination, place);
        }
        if (run.file) await place.remove(run.file);
        removed.push(run);
      } catch (error) {
        failure ??= error;
      }
    }
  } finally {
    for (const place of places.values()) place.close();
  }
  return { removed, failure };
}

/**
 * Keeps the newest `keepLast` successful archives: older ones are deleted with their records, and
 * so are the failed records older than the oldest archive kept (the list stays short).
 */
export async function pruneOld(deps: BackupPlaceSettings & { db: Db }, keepLast: number) {
  const ok = await deps.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.result, 'ok'))
    .orderBy(desc(backupRuns.startedAt));
  const { removed, failure } = await removeArchives(deps, ok.slice(keepLast));
  if (removed.length > 0)
    await deps.db.delete(backupRuns).where(
      inArray(
        backupRuns.id,
        removed.map((run) => run.id),
      ),
    );
  const oldestKept = ok[Math.min(keepLast, ok.length) - 1];
  if (oldestKept)
    await deps.db
      .delete(backupRuns)
      .where(and(eq(backupRuns.result, 'failed'), lt(backupRuns.startedAt, oldestKept.startedAt)));
  if (failure) throw failure;
}
