import { and, asc, eq } from 'drizzle-orm';
import type { ClientDocument } from '@lexbridge/shared/schemas/documents';
import type { DbOrTx } from '../../db/client';
import { documents, matters, users } from '../../db/schema/index';
import { toClientDocument } from './mappers';
import { columns, versionsOf } from './service';

/** A shared document as the portal shows it, with where each version's bytes are stored. */
export type ExportedDocument = {
  document: ClientDocument;
  files: { version: number; storageKey: string; sizeBytes: number }[];
};

/**
 * Every document shared with a client, on all their matters, with all its versions. Firm-only
 * documents are not the client's to see, so they are never in it.
 */
export async function sharedDocumentsForExport(
  db: DbOrTx,
  clientId: string,
): Promise<ExportedDocument[]> {
  const rows = await db
    .select(columns)
    .from(documents)
    .innerJoin(matters, eq(matters.id, documents.matterId))
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(and(eq(matters.clientId, clientId), eq(documents.accessLevel, 'shared')))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const versions = await versionsOf(db, rows);
  return rows.map((row) => {
    const own = versions.get(row.id) ?? [];
    return {
      document: toClientDocument(row, own),
      files: own.map(({ version, storageKey, sizeBytes }) => ({ version, storageKey, sizeBytes })),
    };
  });
}
