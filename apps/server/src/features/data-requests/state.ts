import { desc, eq } from 'drizzle-orm';
import type { DataExportState, DataExportStatus } from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema/index';

type ExportRow = typeof dataExports.$inferSelect;

/** A link past its time reads as expired at once, before the sweep tidies its file away. */
function shownStatus(row: ExportRow): DataExportStatus {
  if (row.status === 'downloading') return 'downloaded';
  if (row.status === 'ready' && row.expiresAt && row.expiresAt <= new Date()) return 'expired';
  return row.status;
}

export const toExportState = (row: ExportRow): DataExportState => ({
  id: row.id,
  status: shownStatus(row),
  progress: row.progress,
  requestedByFirm: row.requestedByFirm,
  createdAt: row.createdAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  downloadedAt: row.downloadedAt?.toISOString() ?? null,
});

export const latestRow = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1)
  )[0];

/** The client's newest export, or null when they never asked for one. */
export async function latestExport(db: DbOrTx, userId: string): Promise<DataExportState | null> {
  const row = await latestRow(db, userId);
  return row ? toExportState(row) : null;
}
