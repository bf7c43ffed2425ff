import { eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import type { BackupDestination } from '@lexbridge/shared/schemas/backups';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { zonedParts } from '../../platform/calendar/time';
import type { Mailer } from '../../platform/mailer/mailer';
import { openBackupPlace, type BackupPlace, type BackupPlaceSettings } from './backup-places';
import { createBackup, type BackupSource } from './create-backup';
import { mailBackupFailed } from './failure-mail';
import { pruneOld } from './prune-backups';
import { getBackupSchedule } from './schedule';
import { AdvisoryLock } from '../../db/advisory-locks';

/** The advisory lock that lets one instance of a cluster decide to run today's backup. */
export const SCHEDULED_BACKUP_LOCK = AdvisoryLock.scheduledBackup;

export type ScheduledBackupDeps = BackupPlaceSettings & {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  source: BackupSource;
  publicUrl: string;
};

/** What a check did: nothing (not its hour, or today's backup exists), or ran one. */
export type ScheduledBackupOutcome = 'not-due' | 'ok' | 'failed';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims today's backup: under a transaction-scoped advisory lock (one instance at a time, on
 * PostgreSQL and PGlite alike), a run that started on the firm's calendar date of `now` means it
 * is taken; otherwise a new run row is written, which every later check (on any instance) sees.
 */
async function claimToday(
  db: Db,
  now: Date,
  destination: BackupDestination,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${SCHEDULED_BACKUP_LOCK}) as locked`,
    );
    // Both drivers answer { rows }; the lock is released when the transaction ends.
    const [lock] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return null;
    const today = zonedParts(now, firm.timeZone).date;
    const recent = await tx
      .select({ startedAt: backupRuns.startedAt })
      .from(backupRuns)
      .where(gte(backupRuns.startedAt, new Date(now.getTime() - DAY_MS)));
    if (recent.some((run) => zonedParts(run.startedAt, firm.timeZone).date === today)) return null;
    const [run] = await tx
      .insert(backupRuns)
      .values({ startedAt: now, destination })
      .returning({ id: backupRuns.id });
    return run!.id;
  });
}

/**
 * Runs the scheduled backup if it is due at `now`: the schedule is on, `now` is in its hour in the
 * firm's time zone, and no backup of that day was started yet (by this or another instance).
 * Writes the archive with the same code as `npm run backup` into BACKUP_DIR or the S3 prefix the
 * schedule names, records the run, keeps the last N archives, and mails the firm's notification
 * address when it fails.
 */
export async function runScheduledBackup(
  deps: ScheduledBackupDeps,
  now: Date = new Date(),
): Promise<ScheduledBackupOutcome> {
  const schedule = await getBackupSchedule(deps.db);
  const hour = Number(zonedParts(now, firm.timeZone).time.slice(0, 2));
  if (!schedule.enabled || hour !== schedule.hour) return 'not-due';
  const runId = await claimToday(deps.db, now, schedule.destination);
  if (!runId) return 'not-due';
  const name = `lexbridge-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  let place: BackupPlace | undefined;
  try {
    place = await openBackupPlace(deps, schedule.destination, schedule.s3Prefix);
    const { file, sizeBytes } = await place.store(name, (target) =>
      createBackup(deps.source, target),
    );
    await deps.db
      .update(backupRuns)
      .set({ result: 'ok', finishedAt: sql`now()`, sizeBytes, file })
      .where(eq(backupRuns.id, runId));
    deps.log.info({ destination: place.destination, file, sizeBytes }, 'scheduled backup written');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(backupRuns)
      .set({ result: 'failed', finishedAt: sql`now()`, error: message })
      .where(eq(backupRuns.id, runId));
    deps.log.error({ err: error }, 'the scheduled backup failed');
    await mailBackupFailed(deps, message);
    return 'failed';
  } finally {
    place?.close();
  }
  // The backup is made; failing to remove old ones does not undo that (the next run tries again).
  await pruneOld(deps, schedule.keepLast).catch((error: unknown) =>
    deps.log.error({ err: error }, 'old scheduled backups could not be removed'),
  );
  return 'ok';
}
