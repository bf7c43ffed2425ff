import { eq, sql } from 'drizzle-orm';
import type { DocumentAccessLevel } from '@lexbridge/shared/schemas/documents';
import type { Db } from '../../db/client';
import { documentVersions } from '../../db/schema/index';

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
    const upserted = await tx.execute(sql`
      insert into documents (matter_id, name, name_key, access_level, uploaded_by_firm, mime_type)
      values (${matterId}, ${file.safeName}, ${documentNameKey(file.safeName)}, ${accessLevel},
        ${uploader.isAdmin}, ${file.mimeType})
      on conflict (matter_id, access_level, uploaded_by_firm, name_key)
      do update set updated_at = now(), mime_type = excluded.mime_type
      returning id`);
    const documentId = (upserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${documentVersions.version}), 0)::int` })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId));
    const [version] = await tx
      .insert(documentVersions)
      .values({
        documentId,
        version: Number(last?.version ?? 0) + 1,
        storageKey: file.key,
        sizeBytes: file.sizeBytes,
        mimeType: file.mimeType,
        uploadedBy: uploader.id,
        uploadedByName: uploader.name,
        uploadedByFirm: uploader.isAdmin,
      })
      .returning();
    return { documentId, version: version! };
  });
}
