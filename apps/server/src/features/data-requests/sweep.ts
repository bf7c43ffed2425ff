import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import { buildExport, type BuildDeps } from './build';
import { STALE_AFTER_SECONDS } from './claim';

/** A download longer than this is taken to have died with its instance. */
const DOWNLOAD_HOURS = 6;
/** A new build is left to the instance that took the request for this long. */
const FRESH_SECONDS = 30;

/**
 * Removes the files no copy needs any more: links that expired unused (marked expired), copies
 * downloaded, failed or of an account since erased. The row keeps its key until its file is
 * gone, so a removal that fails is tried again on the next run.
 */
async function removeSpentFiles({ db, storage, log }: BuildDeps) {
  // A download whose instance stopped mid-way never said how it ended: usable again.
  await db
    .update(dataExports)
    .set({ status: 'ready', downloadedAt: null })
    .where(
      and(
        eq(dataExports.status, 'downloading'),
        lt(dataExports.downloadedAt, sql`now() - make_interval(hours => ${DOWNLOAD_HOURS})`),
      ),
    );
  await db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(
      and(
        eq(dataExports.status, 'ready'),
        or(lte(dataExports.expiresAt, sql`now()`), isNull(dataExports.userId)),
      ),
    );
  const spent = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.storageKey),
        inArray(dataExports.status, ['expired', 'failed', 'downloaded']),
      ),
    );
  for (const { id, key } of spent) {
    try {
      await storage.remove(key!);
      await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, id));
    } catch (error) {
      log.error({ err: error, exportId: id }, 'data export: could not remove its file');
    }
  }
}

/**
 * The exports' housekeeping, run often by one instance: spent files removed, and builds nobody is
 * working on (their instance stopped) taken over, one at a time. Answers how many it built.
 * A download under way (`downloading`) keeps its file.
 */
export async function sweepExports(deps: BuildDeps, stopping: () => boolean) {
  const { db } = deps;
  await removeSpentFiles(deps);
  const orphans = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'building'),
        lt(dataExports.createdAt, sql`now() - make_interval(secs => ${FRESH_SECONDS})`),
        or(
          isNull(dataExports.heartbeatAt),
          lt(dataExports.heartbeatAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`),
        ),
      ),
    );
  let built = 0;
  for (const { id } of orphans) {
    if (stopping()) break;
    if (await buildExport(deps, id, stopping)) built += 1;
  }
  return built;
}
