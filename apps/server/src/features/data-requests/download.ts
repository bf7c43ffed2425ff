import { and, eq, gt, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DataExportLinkState } from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { dataExports, users } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../security';
import { hashOfLink } from './link-secret';

const linkNotFound = () => notFound(msg('errors:dataExport.linkNotFound'));
const linkUsed = () => new HttpError(410, 'GONE', msg('errors:dataExport.linkUsed'));

const rowOfLink = async (db: DbOrTx, token: string) =>
  (
    await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.linkHash, hashOfLink(token)))
  )[0];

/** What a mailed link opens, without using it: ready (with its size), used or expired. */
export async function linkState(db: DbOrTx, token: string): Promise<DataExportLinkState> {
  const row = await rowOfLink(db, token);
  if (!row) throw linkNotFound();
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  if (row.status === 'downloaded') return { status: 'used', sizeBytes: null, expiresAt };
  if (row.status !== 'ready' || !row.expiresAt || row.expiresAt <= new Date())
    return { status: 'expired', sizeBytes: null, expiresAt };
  return { status: 'ready', sizeBytes: row.sizeBytes, expiresAt };
}

/**
 * Uses a link: the one request that marks it downloaded (a second one, or one after its time, is
 * answered 410) gets the file, audited. The file is removed once sent (`sent`); if the storage
 * cannot open it, the link stays usable.
 */
export async function useLink(deps: Pick<ServiceDeps, 'db' | 'storage'>, token: string) {
  const { db, storage } = deps;
  const row = await rowOfLink(db, token);
  if (!row) throw linkNotFound();
  const [used] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: sql`now()` })
    .where(
      and(
        eq(dataExports.id, row.id),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!used?.storageKey) throw linkUsed();
  const key = used.storageKey;
  try {
    const file = await storage.open(key);
    const [owner] = await db.select().from(users).where(eq(users.id, used.userId));
    await recordAudit(db, {
      actorId: used.userId,
      actorName: owner?.name ?? '',
      action: 'data_export.download',
      subjectType: 'user',
      subjectId: used.userId,
      details: { client: owner?.name ?? '' },
    });
    return { ...file, sent: () => storage.remove(key) };
  } catch (error) {
    await db
      .update(dataExports)
      .set({ status: 'ready', downloadedAt: null })
      .where(eq(dataExports.id, used.id));
    throw error;
  }
}
