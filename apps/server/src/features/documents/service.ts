import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  documentTypeFilters,
  type adminDocumentListQuerySchema,
} from '@lexbridge/shared/schemas/documents';
import type { Db, DbOrTx } from '../../db/client';
import { matterRowsPage } from '../../db/matter-rows-page';
import { documents, documentVersions, matters, users } from '../../db/schema/index';
import { containsFolded } from '../../db/text-fold';
import type { DocumentRow, VersionRow } from './mappers';

type ListQuery = z.output<typeof adminDocumentListQuerySchema>;

/** What a document row is read with: its own columns, its matter's title and its client. */
export const columns = {
  id: documents.id,
  matterId: documents.matterId,
  name: documents.name,
  accessLevel: documents.accessLevel,
  uploadedByFirm: documents.uploadedByFirm,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  matterTitle: matters.title,
  clientId: matters.clientId,
  clientName: users.name,
};

/**
 * The type filter: the newest version's MIME type, which the document keeps, starts with one of
 * the filter's prefixes. Each prefix a LIKE of its own (LIKE ANY cannot be read off an index), so
 * the type's documents are a range of documents_type_updated_idx: finding every document's newest
 * version among its versions made counting the firm's 20,000 PDFs take 50 ms. (The prefixes hold
 * no % or _.)
 */
function typeIs(type: keyof typeof documentTypeFilters): SQL {
  return or(...documentTypeFilters[type].map((prefix) => like(documents.mimeType, `${prefix}%`)))!;
}

/**
 * A page of documents, newest activity first. For a client (`clientId` with `sharedOnly`) only
 * the shared documents of their own matters; for the firm, all, with its extra filters.
 */
export async function listDocuments(
  db: Db,
  query: ListQuery,
  scope: { clientId?: string; sharedOnly: boolean },
) {
  const where = and(
    scope.clientId ? eq(matters.clientId, scope.clientId) : undefined,
    query.clientId ? eq(matters.clientId, query.clientId) : undefined,
    scope.sharedOnly ? eq(documents.accessLevel, 'shared') : undefined,
    query.accessLevel ? eq(documents.accessLevel, query.accessLevel) : undefined,
    query.matterId ? eq(documents.matterId, query.matterId) : undefined,
    query.type ? typeIs(query.type) : undefined,
    query.withinDays
      ? sql`${documents.updatedAt} > now() - make_interval(days => ${query.withinDays})`
      : undefined,
    query.search ? containsFolded(documents.nameFolded, query.search) : undefined,
  );
  const order = [desc(documents.updatedAt), desc(documents.id)];
  const { rows, total } = await matterRowsPage(
    db,
    { table: documents, key: documents.id, matterId: documents.matterId },
    { columns },
    {
      where,
      order,
      readsMatter: Boolean(scope.clientId || query.clientId),
      page: query.page,
      pageSize: query.pageSize,
    },
  );
  return { rows, versions: await versionsOf(db, rows), total };
}

/** The versions of the given documents, newest first, grouped by document id. */
export async function versionsOf(db: DbOrTx, rows: { id: string }[]) {
  const byDocument = new Map<string, VersionRow[]>();
  if (rows.length === 0) return byDocument;
  const found = await db
    .select()
    .from(documentVersions)
    .where(
      inArray(
        documentVersions.documentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(documentVersions.version));
  for (const version of found)
    byDocument.set(version.documentId, [...(byDocument.get(version.documentId) ?? []), version]);
  return byDocument;
}

export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(documents)
    .innerJoin(matters, eq(matters.id, documents.matterId))
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(eq(documents.id, id));
  return row;
}

/** Documents of a matter that the viewer may see (shared only for its client). */
export async function countMatterDocuments(db: DbOrTx, matterId: string, sharedOnly: boolean) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(
      and(
        eq(documents.matterId, matterId),
        sharedOnly ? eq(documents.accessLevel, 'shared') : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Every document on every matter, shared or firm-only (the firm's dashboard). */
export async function countDocuments(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documents);
  return Number(row?.n ?? 0);
}
