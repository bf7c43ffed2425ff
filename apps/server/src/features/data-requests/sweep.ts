import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import { buildExport, STALE_AFTER_MS, type BuildDeps } from './build';

/** A new build is left to the instance that took the request for this long. */
const FRESH_MS = 30_000;

/**
 * The exports' housekeeping, run often by one instance: builds nobody is working on (their
 * instance stopped) are taken over, one at a time; copies whose link expired unused are marked
 * expired and their files removed. Answers how many it built.
 */
export async function sweepExports(deps: BuildDeps, stopping: () => boolean, now = new Date()) {
  const { db, storage } = deps;
  const expired = await db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ key: dataExports.storageKey });
  for (const { key } of expired) if (key) await storage.remove(key);
  const orphans = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'building'),
        lt(dataExports.createdAt, new Date(now.getTime() - FRESH_MS)),
        or(
          isNull(dataExports.heartbeatAt),
          lt(dataExports.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
        ),
      ),
    );
  let built = 0;
  for (const { id } of orphans) {
    if (stopping()) break;
    if (await buildExport(deps, id)) built += 1;
  }
  return built;
}
