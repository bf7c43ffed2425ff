import { and, eq, gt, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DataExportLinkState } from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { dataExports, users } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { HttpError, notFound, unauthorized } from '../../platform/errors';
import { recordAudit } from '../security';
import { hashOfLink } from './link-secret';

const linkNotFound = () => notFound(msg('errors:dataExport.linkNotFound'));
const linkUsed = () => new HttpError(410, 'GONE', msg('errors:dataExport.linkUsed'));

/** Who is asking: the signed-in account (if any) and where from, for the rule and the audit. */
export type LinkAsker = { userId: string | null; ip: string; userAgent: string | null };

async function rowOfLink(db: DbOrTx, token: string) {
  const [found] = await db
    .select({ row: dataExports, twoFactorEnabled: users.twoFactorEnabled, name: users.name })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.linkHash, hashOfLink(token)));
  return found;
}

/**
 * Whether the asker must first sign in as the copy's owner: when the account has a second factor,
 * its mailbox alone cannot sign in to it, so neither may a mailed link hand over its data.
 */
const signInRequired = (
  found: { twoFactorEnabled: boolean; row: { userId: string | null } },
  asker: LinkAsker,
) => found.twoFactorEnabled && asker.userId !== found.row.userId;

/** What a mailed link opens, without using it: ready (with its size), used or expired. */
export async function linkState(
  db: DbOrTx,
  token: string,
  asker: LinkAsker,
): Promise<DataExportLinkState> {
  const found = await rowOfLink(db, token);
  if (!found) throw linkNotFound();
  const { row } = found;
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  const blank = { sizeBytes: null, expiresAt, signInRequired: false };
  if (row.status === 'downloaded' || row.status === 'downloading')
    return { ...blank, status: 'used' };
  if (row.status !== 'ready' || !row.expiresAt || row.expiresAt <= new Date())
    return { ...blank, status: 'expired' };
  return {
    status: 'ready',
    sizeBytes: row.sizeBytes,
    expiresAt,
    signInRequired: signInRequired(found, asker),
  };
}

/**
 * Uses a link: the one request that marks it downloading (a second one, or one after its time,
 * is answered 410) gets the file, audited with where it went. `finished()` marks it downloaded and
 * removes the file once all of it was sent; `interrupted()` makes the link usable again when the
 * download broke off.
 */
export async function useLink(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  token: string,
  asker: LinkAsker,
) {
  const { db, storage } = deps;
  const found = await rowOfLink(db, token);
  if (!found) throw linkNotFound();
  if (signInRequired(found, asker)) throw unauthorized(msg('errors:dataExport.signInFirst'));
  const [used] = await db
    .update(dataExports)
    .set({ status: 'downloading', downloadedAt: sql`now()` })
    .where(
      and(
        eq(dataExports.id, found.row.id),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!used?.storageKey) throw linkUsed();
  const key = used.storageKey;
  const backToReady = () =>
    db
      .update(dataExports)
      .set({ status: 'ready', downloadedAt: null })
      .where(and(eq(dataExports.id, used.id), eq(dataExports.status, 'downloading')));
  try {
    await recordAudit(db, {
      actorId: asker.userId,
      actorName: asker.userId === used.userId ? found.name : '',
      action: 'data_export.download',
      subjectType: 'user',
      subjectId: used.userId ?? undefined,
      details: { client: found.name, ip: asker.ip, userAgent: asker.userAgent ?? '' },
    });
    // Opened last: nothing awaits between the file's opening and its stream being sent.
    const file = await storage.open(key);
    return {
      ...file,
      finished: async () => {
        await db
          .update(dataExports)
          .set({ status: 'downloaded' })
          .where(eq(dataExports.id, used.id));
        await storage.remove(key);
        await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, used.id));
      },
      interrupted: backToReady,
    };
  } catch (error) {
    await backToReady();
    throw error;
  }
}
