import { desc, eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type {
  SiteVersionResponse,
  SiteVersionSummary,
  SiteVersionsResponse,
} from '@lexbridge/shared/schemas/site';
import type { DbOrTx } from '../../db/client';
import { siteVersions } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { editorOf } from './editors';

const summary = {
  id: siteVersions.id,
  publishedAt: siteVersions.publishedAt,
  publishedById: siteVersions.publishedById,
  publishedByName: siteVersions.publishedByName,
  restoredFrom: siteVersions.restoredFrom,
};

type Row = {
  id: number;
  publishedAt: Date;
  publishedById: string | null;
  publishedByName: string | null;
  restoredFrom: number | null;
};

const toSummary = (row: Row, liveId: number): SiteVersionSummary => ({
  id: row.id,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: editorOf(row.publishedById, row.publishedByName),
  restoredFrom: row.restoredFrom,
  current: row.id === liveId,
});

/** The kept versions, newest (the live one) first. */
export async function listVersions(db: DbOrTx): Promise<SiteVersionsResponse> {
  const rows = await db.select(summary).from(siteVersions).orderBy(desc(siteVersions.id));
  return { versions: rows.map((row) => toSummary(row, rows[0]!.id)) };
}

/** One kept version with its content, for the editor to show before restoring it. */
export async function readVersion(db: DbOrTx, id: number): Promise<SiteVersionResponse> {
  const [row] = await db
    .select({ ...summary, content: siteVersions.content })
    .from(siteVersions)
    .where(eq(siteVersions.id, id));
  if (!row) throw notFound(msg('errors:site.versionNotFound'));
  const [live] = await db
    .select({ id: siteVersions.id })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  return { ...toSummary(row, live!.id), content: row.content };
}
