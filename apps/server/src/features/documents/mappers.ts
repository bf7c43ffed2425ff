import type {
  AdminDocument,
  ClientDocument,
  DocumentVersion,
} from '@lexbridge/shared/schemas/documents';
import type { documents, documentVersions } from '../../db/schema/index';

// The MIME type shown is each version's; the document's own copy is only for filtering.
export type DocumentRow = Omit<
  typeof documents.$inferSelect,
  'nameKey' | 'nameFolded' | 'mimeType' | 'uploadedByFirm'
> & {
  matterTitle: string;
  clientId: string;
  clientName: string;
};
export type VersionRow = typeof documentVersions.$inferSelect;

export const toDocumentVersion = (row: VersionRow): DocumentVersion => ({
  id: row.id,
  version: row.version,
  sizeBytes: row.sizeBytes,
  mimeType: row.mimeType,
  uploadedByName: row.uploadedByName,
  uploadedByFirm: row.uploadedByFirm,
  createdAt: row.createdAt.toISOString(),
});

/** `versions` newest first; a document always has at least one. */
export function toClientDocument(row: DocumentRow, versions: VersionRow[]): ClientDocument {
  const mapped = versions.map(toDocumentVersion);
  return {
    id: row.id,
    matterId: row.matterId,
    matterTitle: row.matterTitle,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    latest: mapped[0]!,
    versions: mapped,
  };
}

export const toAdminDocument = (row: DocumentRow, versions: VersionRow[]): AdminDocument => ({
  ...toClientDocument(row, versions),
  accessLevel: row.accessLevel,
  clientId: row.clientId,
  clientName: row.clientName,
});
