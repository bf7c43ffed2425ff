import { and, eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DataExportState } from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { recordAudit, type AuditActor } from '../security';
import { latestRow, toExportState } from './state';

/** New copies a client's data may be asked for per day, by them and the firm together. */
export const EXPORTS_PER_DAY = 3;

type RequestDeps = Pick<ServiceDeps, 'db' | 'rateLimiter'>;
export type ExportRequester = AuditActor & { byFirm: boolean };

const buildingOf = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
  )[0];

/**
 * Asks for a copy of a client's data: the one being built already when there is one (asking twice
 * starts nothing new), else a new one, audited, within the daily limit. Answers it and whether it
 * is new; the caller starts the build.
 */
export async function requestExport(
  deps: RequestDeps,
  client: { id: string; name: string },
  by: ExportRequester,
): Promise<{ state: DataExportState; started: boolean }> {
  const { db } = deps;
  const userId = client.id;
  const building = await buildingOf(db, userId);
  if (building) return { state: toExportState(building), started: false };
  await deps.rateLimiter.enforce(
    [{ key: `data-export:${userId}`, limit: EXPORTS_PER_DAY, windowSeconds: 24 * 60 * 60 }],
    (seconds) => msg('errors:dataExport.tooMany', { count: Math.ceil(seconds / 3600) }),
  );
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataExports)
      .values({ userId, requestedByFirm: by.byFirm })
      .onConflictDoNothing()
      .returning();
    // Asked at the same moment elsewhere: the unique index let only one in; that one is answered.
    if (!created) {
      const other = (await buildingOf(tx, userId)) ?? (await latestRow(tx, userId));
      return { state: toExportState(other!), started: false };
    }
    await recordAudit(tx, {
      actorId: by.actorId,
      actorName: by.actorName,
      action: 'data_export.request',
      subjectType: 'user',
      subjectId: userId,
      details: { client: client.name, byFirm: by.byFirm },
    });
    return { state: toExportState(created), started: true };
  });
}
