import { desc, eq } from 'drizzle-orm';
import type { DocumentAccessEntry } from '@lexbridge/shared/schemas/documents';
import type { Db, DbOrTx } from '../../db/client';
import { documentAccessLog, documentVersions } from '../../db/schema/index';
import { auditActor, recordAudit } from '../security';

type Download = {
  document: { id: string; name: string; matterTitle: string };
  version: { id: string; version: number };
  user: { id: string; name: string; email: string };
};

/**
 * Written before the file is sent: a download that is not on record does not happen. The
 * document's own access log and the firm's audit log are written in one transaction.
 */
export function logDownload(db: Db, { document, version, user }: Download) {
  return db.transaction(async (tx) => {
    await tx.insert(documentAccessLog).values({
      documentId: document.id,
      versionId: version.id,
      userId: user.id,
      userName: user.name,
      action: 'download',
    });
    await recordAudit(tx, {
      ...auditActor(user),
      action: 'document.download',
      subjectType: 'document',
      subjectId: document.id,
      details: { name: document.name, version: version.version, matter: document.matterTitle },
    });
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
