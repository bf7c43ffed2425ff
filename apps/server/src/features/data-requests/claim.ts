import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema/index';
import type { FileStorage } from '../../platform/storage/storage';
import { newKey } from '../../platform/storage/storage';

/** A build that wrote no heartbeat for this long (its instance stopped) is taken over. */
export const STALE_AFTER_SECONDS = 120;

/**
 * Claims a building export nobody works on (never started, or its builder silent for two
 * minutes, by the database's clock), with a new storage key recorded before a byte is written.
 * A file the earlier builder may have left is removed. Null when it is not to be built here.
 */
export async function claimExport(db: Db, storage: FileStorage, exportId: string) {
  const key = newKey('exports');
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.id, exportId),
          eq(dataExports.status, 'building'),
          sql`(${dataExports.heartbeatAt} is null or ${dataExports.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS}))`,
        ),
      )
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [updated] = await tx
      .update(dataExports)
      .set({ heartbeatAt: sql`now()`, storageKey: key, progress: 0 })
      .where(eq(dataExports.id, exportId))
      .returning();
    return { row: updated!, leftBehind: row.storageKey };
  });
  if (claimed?.leftBehind) await storage.remove(claimed.leftBehind);
  return claimed?.row ?? null;
}
