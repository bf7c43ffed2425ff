import { and, eq, sql } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { layoutDocuments } from './archive-layout';
import { claimExport } from './claim';
import { collectClientData, type CollectDeps } from './collect';
import { newLinkSecret } from './link-secret';
import { mailExportReady } from './mail';
import { exportReadme } from './readme';
import { BuildStopped, writeZip } from './zip-writer';

export type BuildDeps = Pick<ServiceDeps, 'db' | 'storage' | 'mailer' | 'publicUrl' | 'log'> &
  Pick<CollectDeps, 'areaTitles'>;

/** A link works this long after the copy is ready. */
export const LINK_VALID_HOURS = 24;
/** A build writes its heartbeat this often (a build that stalls fails: see writeZip). */
const HEARTBEAT_MS = 20_000;

/**
 * Claims a building export (see claimExport) and builds it: the client's data collected, the ZIP
 * written to storage with progress, then in one transaction the export marked ready with a new
 * link and the link mailed. Answers whether this call built it. A failure marks it failed (the
 * client may ask again); `stopping` (the server closing) hands it back for another instance. Either
 * way no file is left behind.
 */
export async function buildExport(
  deps: BuildDeps,
  exportId: string,
  stopping: () => boolean = () => false,
): Promise<boolean> {
  const { db, log } = deps;
  const claimed = await claimExport(db, deps.storage, exportId);
  if (!claimed?.storageKey || !claimed.userId) return false;
  const key = claimed.storageKey;
  const mine = and(
    eq(dataExports.id, exportId),
    eq(dataExports.status, 'building'),
    eq(dataExports.storageKey, key),
  );
  const beat = () =>
    db
      .update(dataExports)
      .set({ heartbeatAt: sql`now()` })
      .where(mine);
  const heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
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
    const sizeBytes = await writeZip(
      deps.storage,
      key,
      {
        texts: [
          { path: 'README.txt', text: readme },
          { path: 'data.json', text: JSON.stringify(json, null, 2) },
        ],
        files,
      },
      {
        stopping,
        onFile: (started) => {
          // Progress by files started; written when it moves by a step, not for every file.
          const progress = Math.min(99, Math.floor((started / (files.length + 1)) * 100));
          if (progress < shown + 5) return;
          shown = progress;
          void db
            .update(dataExports)
            .set({ progress })
            .where(mine)
            .catch(() => undefined);
        },
      },
    );
    const link = newLinkSecret();
    const done = await db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          progress: 100,
          sizeBytes,
          linkHash: link.hash,
          expiresAt: sql`now() + make_interval(hours => ${LINK_VALID_HOURS})`,
          readyAt: sql`now()`,
        })
        .where(mine)
        .returning();
      if (!ready) return false;
      await mailExportReady(deps, tx, owner, {
        token: link.token,
        expiresAt: ready.expiresAt!,
        byFirm: claimed.requestedByFirm,
      });
      return true;
    });
    if (done) await deps.mailer.deliverDue();
    // Another instance took it over (this one was thought gone): its own file is the copy.
    else await deps.storage.remove(key);
    return done;
  } catch (error) {
    // The key stays on the row when the file could not be removed: the sweep tries again.
    const removed = await deps.storage.remove(key).then(
      () => true,
      () => false,
    );
    const storageKey = removed ? null : key;
    if (error instanceof BuildStopped) {
      // Handed back at once: the next sweep, of any instance, builds it again.
      await db.update(dataExports).set({ heartbeatAt: null, storageKey }).where(mine);
      return false;
    }
    log.error({ err: error, exportId }, 'data export failed');
    await db.update(dataExports).set({ status: 'failed', storageKey }).where(mine);
    return false;
  } finally {
    clearInterval(heartbeat);
  }
}
