import { desc, eq, sql } from 'drizzle-orm';
import {
  BACKUP_HOUR,
  BACKUP_KEEP_LAST,
  BACKUP_S3_PREFIX,
  backupScheduleAuditFields,
  type BackupPlaces,
  type BackupRunRecord,
  type BackupSchedule,
  type BackupsOverview,
} from '@lexbridge/shared/schemas/backups';
import type { Db, DbOrTx } from '../../db/client';
import { backupRuns, backupSchedule } from '../../db/schema/index';
import { recordAudit } from '../security';

const defaults: BackupSchedule = {
  enabled: false,
  hour: BACKUP_HOUR.default,
  keepLast: BACKUP_KEEP_LAST.default,
  destination: 'local',
  s3Prefix: BACKUP_S3_PREFIX.default,
};

/** The schedule as it is now, read on every use (a change applies on every instance). */
export async function getBackupSchedule(db: DbOrTx): Promise<BackupSchedule> {
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
  if (!row) return defaults;
  const { enabled, hour, keepLast, destination, s3Prefix } = row;
  return { enabled, hour, keepLast, destination, s3Prefix };
}

/**
 * Saves the schedule and audits what changed ('old → new' per field) in the same transaction, as
 * the firm's other settings are; saving the same values again writes no entry.
 */
export function updateBackupSchedule(
  db: Db,
  values: BackupSchedule,
  actor: { id: string; name: string },
): Promise<BackupSchedule> {
  return db.transaction(async (tx) => {
    await tx.insert(backupSchedule).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(backupSchedule)
      .where(eq(backupSchedule.id, 1))
      .for('update');
    // Named as the security page's settings summary shows them (backupScheduleAuditFields).
    const changes: Record<string, string> = {};
    for (const [field, name] of Object.entries(backupScheduleAuditFields) as [
      keyof BackupSchedule,
      string,
    ][])
      if (before![field] !== values[field])
        changes[name] = `${String(before![field])} → ${String(values[field])}`;
    if (Object.keys(changes).length === 0) return values;
    await tx
      .update(backupSchedule)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(backupSchedule.id, 1));
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'settings.update',
      subjectType: 'settings',
      details: changes,
    });
    return values;
  });
}

type RunRow = typeof backupRuns.$inferSelect;
const toRecord = (row: RunRow): BackupRunRecord => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The last scheduled backups, newest first. */
export async function listBackupRuns(db: DbOrTx, limit = 30): Promise<BackupRunRecord[]> {
  const rows = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
  return rows.map(toRecord);
}

/** GET /api/admin/backups: the schedule, where backups can go, and the last scheduled backups. */
export async function getBackupOverview(
  db: DbOrTx,
  places: BackupPlaces,
): Promise<BackupsOverview> {
  return { schedule: await getBackupSchedule(db), places, runs: await listBackupRuns(db) };
}
