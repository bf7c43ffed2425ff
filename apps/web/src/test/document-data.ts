import type {
  AdminDocument,
  ClientDocument,
  DocumentVersion,
} from '@lexbridge/shared/schemas/documents';

const uuid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const matterId = (n: number) => uuid('00000000', n);

/** Version `version` of document `n`; the id is unique per document and version. */
export function documentVersion(
  n: number,
  version: number,
  changes: Partial<DocumentVersion> = {},
): DocumentVersion {
  return {
    id: uuid(`${String(n).padStart(4, '0')}${String(version).padStart(4, '0')}`, 0),
    version,
    sizeBytes: 1536,
    mimeType: 'application/pdf',
    uploadedByName: 'Maria Georgiou',
    uploadedByFirm: false,
    createdAt: '2026-03-04T09:00:00.000Z',
    ...changes,
  };
}

/** A client's document with one version, unless `versions` (newest first) are given. */
export function clientDocument(n: number, changes: Partial<ClientDocument> = {}): ClientDocument {
  const versions = changes.versions ?? [documentVersion(n, 1)];
  return {
    id: uuid('dddddddd', n),
    matterId: matterId(1),
    matterTitle: 'Office lease',
    name: `Document ${n}.pdf`,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: versions[0]!.createdAt,
    latest: versions[0]!,
    versions,
    ...changes,
  };
}

export function adminDocument(n: number, changes: Partial<AdminDocument> = {}): AdminDocument {
  return {
    ...clientDocument(n, changes),
    accessLevel: 'shared',
    clientId: 'c1',
    clientName: 'Maria Georgiou',
    ...changes,
  };
}

/** The answer of a documents list with these documents. */
export const documentList = <D>(documents: D[], total = documents.length) => ({
  status: 200,
  body: { documents, page: 1, pageSize: 20, total },
});
