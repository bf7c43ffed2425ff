import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { layoutDocuments } from './archive-layout';
import { collectClientData, type CollectDeps } from './collect';
import { newLinkSecret } from './link-secret';
import { mailExportReady } from './mail';
import { exportReadme } from './readme';
import { writeZip } from './zip-writer';

export type BuildDeps = Pick<ServiceDeps, 'db' | 'storage' | 'mailer' | 'publicUrl' | 'log'> &
  Pick<CollectDeps, 'areaTitles'>;

/** A link works this long after the copy is ready. */
export const LINK_VALID_MS = 24 * 60 * 60 * 1000;
/** A build writes its heartbeat this often; one silent for `STALE_AFTER_MS` is taken over. */
const HEARTBEAT_MS = 20_000;
export const STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * Claims a building export (one nobody works on, or whose builder fell silent) and builds it: the
 * client's data collected, the ZIP written to storage with progress, then in one transaction the
 * export marked ready with a new link and the link mailed. Answers whether this call built it. A
 * failure marks it failed (the client may ask again) and leaves no file behind.
 */
export async function buildExport(deps: BuildDeps, exportId: string): Promise<boolean> {
  const { db, log } = deps;
  const stale = new Date(Date.now() - STALE_AFTER_MS);
  const [claimed] = await db
    .update(dataExports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.status, 'building'),
        or(isNull(dataExports.heartbeatAt), lt(dataExports.heartbeatAt, stale)),
      ),
    )
    .returning();
  if (!claimed) return false;
  const stillBuilding = and(eq(dataExports.id, exportId), eq(dataExports.status, 'building'));
  const beat = () =>
    db
      .update(dataExports)
      .set({ heartbeatAt: sql`now()` })
      .where(stillBuilding);
  const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  let storedKey: string | null = null;
  try {
    const collected = await collectClientData(deps, claimed.userId);
    if (!collected) throw new Error('the account is gone');
    const { owner, sections, documents } = collected;
    const { files, pathsOf } = layoutDocuments(documents);
    const now = new Date();
    const firm = deps.mailer.branding(owner.language);
    const json = {
      exportedAt: now.toISOString(),
      ...sections,
      documents: documents.map(({ document }) => ({
        ...document,
        files: pathsOf.get(document.id),
      })),
    };
    const readme = exportReadme(owner.language, {
      name: owner.name,
      firm: firm.name,
      contactEmail: firm.contactEmail,
      at: now,
    });
    let shown = 0;
    const stored = await writeZip(
      deps.storage,
      {
        texts: [
          { path: 'README.txt', text: readme },
          { path: 'data.json', text: JSON.stringify(json, null, 2) },
        ],
        files,
      },
      (started) => {
        // Progress by files started; written when it moves by a step, not for every file.
        const progress = Math.min(99, Math.floor((started / (files.length + 1)) * 100));
        if (progress < shown + 5) return;
        shown = progress;
        void db
          .update(dataExports)
          .set({ progress, heartbeatAt: sql`now()` })
          .where(stillBuilding)
          .catch(() => undefined);
      },
    );
    storedKey = stored.key;
    const link = newLinkSecret();
    const expiresAt = new Date(Date.now() + LINK_VALID_MS);
    const done = await db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: stored.key,
          sizeBytes: stored.sizeBytes,
          linkHash: link.hash,
          expiresAt,
          readyAt: sql`now()`,
        })
        .where(stillBuilding)
        .returning();
      if (!ready) return false;
      await mailExportReady(deps, tx, owner, {
        token: link.token,
        expiresAt,
        byFirm: claimed.requestedByFirm,
      });
      return true;
    });
    if (done) await deps.mailer.deliverDue();
    // Another instance finished it first (this one was thought gone): its file stays, not ours.
    else await deps.storage.remove(stored.key);
    return done;
  } catch (error) {
    log.error({ err: error, exportId }, 'data export failed');
    if (storedKey) await deps.storage.remove(storedKey).catch(() => undefined);
    await db.update(dataExports).set({ status: 'failed' }).where(stillBuilding);
    return false;
  } finally {
    clearInterval(heartbeat);
  }
}
