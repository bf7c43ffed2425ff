import { desc, eq } from 'drizzle-orm';
import type { DocumentAccessEntry } from '@lexbridge/shared/schemas/documents';
import type { DbOrTx } from '../../db/client';
import { documentAccessLog, documentVersions } from '../../db/schema/index';

/** Written before the file is sent: a download that is not on record does not happen. */
export async function logDownload(
  db: DbOrTx,
  entry: { documentId: string; versionId: string; user: { id: string; name: string } },
) {
  await db.insert(documentAccessLog).values({
    documentId: entry.documentId,
    versionId: entry.versionId,
    userId: entry.user.id,
    userName: entry.user.name,
    action: 'download',
  });
}

/** Who downloaded which version of a document, and when; newest first. */
export async function accessLogOf(db: DbOrTx, documentId: string): Promise<DocumentAccessEntry[]> {
  const rows = await db
    .select({ entry: documentAccessLog, version: documentVersions.version })
    .from(documentAccessLog)
    .innerJoin(documentVersions, eq(documentVersions.id, documentAccessLog.versionId))
    .where(eq(documentAccessLog.documentId, documentId))
    .orderBy(desc(documentAccessLog.createdAt), desc(documentAccessLog.id));
  return rows.map(({ entry, version }) => ({
    id: entry.id,
    versionId: entry.versionId,
    version,
    userName: entry.userName,
    action: entry.action,
    createdAt: entry.createdAt.toISOString(),
  }));
}
