import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { DataExportState } from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { AdvisoryLock } from '../../db/advisory-locks';
import { dataExports } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { tooManyRequests } from '../../platform/errors';
import { recordAudit, type AuditActor } from '../security';
import { toExportState } from './state';

/** Copies of a client's data that may be made per day, by them and the firm together. */
export const EXPORTS_PER_DAY = 3;
const DAY_SECONDS = 24 * 60 * 60;

export type ExportRequester = AuditActor & { byFirm: boolean };

const buildingOf = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
  )[0];

/**
 * Refuses a fourth copy within 24 hours, saying how long until the oldest leaves the day. Copies
 * that failed do not count; nor do refused attempts (they make nothing).
 */
async function checkDailyLimit(tx: DbOrTx, userId: string, byFirm: boolean) {
  const counted = await tx
    .select({
      waitSeconds: sql<number>`ceil(extract(epoch from (${dataExports.createdAt} + make_interval(secs => ${DAY_SECONDS}) - now())))::int`,
    })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        ne(dataExports.status, 'failed'),
        gt(dataExports.createdAt, sql`now() - make_interval(secs => ${DAY_SECONDS})`),
      ),
    )
    .orderBy(asc(dataExports.createdAt));
  if (counted.length < EXPORTS_PER_DAY) return;
  const wait = Math.max(1, Number(counted[0]!.waitSeconds));
  const hours = Math.ceil(wait / 3600);
  const text = byFirm
    ? msg('errors:dataExport.tooManyForClient', { count: hours })
    : msg('errors:dataExport.tooMany', { count: hours });
  throw tooManyRequests(text, wait);
}

/**
 * Asks for a copy of a client's data: the one being built already when there is one (asking twice
 * starts nothing new), else a new one, audited, within the daily limit. Counting and starting are
 * one step per client (an advisory lock), so requests at once cannot pass the limit together.
 * Answers it and whether it is new; the caller starts the build.
 */
export function requestExport(
  deps: Pick<ServiceDeps, 'db'>,
  client: { id: string; name: string },
  by: ExportRequester,
): Promise<{ state: DataExportState; started: boolean }> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${AdvisoryLock.dataExport}, hashtext(${client.id}))`,
    );
    const building = await buildingOf(tx, client.id);
    if (building) return { state: toExportState(building), started: false };
    await checkDailyLimit(tx, client.id, by.byFirm);
    const [created] = await tx
      .insert(dataExports)
      .values({ userId: client.id, requestedByFirm: by.byFirm })
      .returning();
    await recordAudit(tx, {
      actorId: by.actorId,
      actorName: by.actorName,
      action: 'data_export.request',
      subjectType: 'user',
      subjectId: client.id,
      details: { client: client.name, byFirm: by.byFirm },
    });
    return { state: toExportState(created!), started: true };
  });
}
