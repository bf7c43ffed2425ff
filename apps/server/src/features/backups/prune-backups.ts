import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';

/**
 * Keeps the newest `keepLast` successful archives: older ones are deleted with their records, and
 * so are the failed records older than the oldest archive kept (the list stays short).
 */
export async function pruneOld(deps: { db: Db; backupDir: string }, keepLast: number) {
  const ok = await deps.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.result, 'ok'))
    .orderBy(desc(backupRuns.startedAt));
  const removed = ok.slice(keepLast);
  for (const run of removed)
    if (run.file) fs.rmSync(path.join(deps.backupDir, run.file), { force: true });
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
}
