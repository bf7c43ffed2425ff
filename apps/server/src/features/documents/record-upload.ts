import { desc, eq, sql } from 'drizzle-orm';
import type { DocumentAccessLevel } from '@lexbridge/shared/schemas/documents';
import type { Db } from '../../db/client';
import { documents, documentVersions } from '../../db/schema/index';

/** How names are matched for versions: the same letters, whatever their case. */
export const documentNameKey = (name: string) => name.normalize('NFC').toLowerCase();

export type StoredFile = { key: string; sizeBytes: number; mimeType: string; safeName: string };
export type Uploader = { id: string | null; name: string; isAdmin: boolean };

/**
 * Records a stored file as a document of the matter: a new document, or a new version of the one
 * with the same name (ignoring case) and access level uploaded by the same side. The firm's and
 * the client's documents stay apart: a client's file named like the firm's document is a document
 * of its own, and never becomes the version the firm downloads by default. The upsert locks the document's row until
 * the transaction ends, so two uploads of one name at once get versions n and n+1, never a clash.
 * The document keeps the new version's arrival and MIME type (the lists' order and type filter).
 * Returns what it wrote: the document as it now is and all its versions, newest (this one) first.
 */
export function recordUpload(
  db: Db,
  input: {
    matterId: string;
    accessLevel: DocumentAccessLevel;
    file: StoredFile;
    uploader: Uploader;
  },
) {
  const { matterId, accessLevel, file, uploader } = input;
  return db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({
        matterId,
        name: file.safeName,
        nameKey: documentNameKey(file.safeName),
        accessLevel,
        uploadedByFirm: uploader.isAdmin,
        mimeType: file.mimeType,
      })
      .onConflictDoUpdate({
        target: [
          documents.matterId,
          documents.accessLevel,
          documents.uploadedByFirm,
          documents.nameKey,
        ],
        set: { updatedAt: sql`now()`, mimeType: sql`excluded.mime_type` },
      })
      .returning();
    const documentId = document!.id;
    const earlier = await tx
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
      .orderBy(desc(documentVersions.version));
    const [version] = await tx
      .insert(documentVersions)
      .values({
        documentId,
        version: (earlier[0]?.version ?? 0) + 1,
        storageKey: file.key,
        sizeBytes: file.sizeBytes,
        mimeType: file.mimeType,
        uploadedBy: uploader.id,
        uploadedByName: uploader.name,
        uploadedByFirm: uploader.isAdmin,
      })
      .returning();
    return { documentId, version: version!, document: document!, versions: [version!, ...earlier] };
  });
}
