import type {
  AdminDocument,
  ClientDocument,
  DocumentVersion,
} from '@lexbridge/shared/schemas/documents';
import type { documents, documentVersions } from '../../db/schema/index';

// The MIME type shown is each version's; the document's own copy is only for filtering.
export type DocumentRow = Omit<
  typeof documents.$inferSelect,
  'nameKey' | 'nameFolded' | 'mimeType'
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

/**
 * The version a document's reader gets by default: the newest one uploaded by the document's own
 * side (the firm's or the client's). Documents stored before each side versioned only its own may
 * hold the other side's later uploads; those stay listed, but never become the current version.
 * `versions` newest first.
 */
export function currentVersion<Version extends { uploadedByFirm: boolean }>(
  row: { uploadedByFirm: boolean },
  versions: Version[],
): Version | undefined {
  return versions.find((version) => version.uploadedByFirm === row.uploadedByFirm) ?? versions[0];
}

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
    latest: currentVersion(row, mapped)!,
    versions: mapped,
  };
}

export const toAdminDocument = (row: DocumentRow, versions: VersionRow[]): AdminDocument => ({
  ...toClientDocument(row, versions),
  accessLevel: row.accessLevel,
  clientId: row.clientId,
  clientName: row.clientName,
});
