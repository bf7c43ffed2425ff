import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { openInvoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import type { invoiceListQuerySchema } from '@lexbridge/shared/schemas/invoices';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { matterRowsPage } from '../../db/matter-rows-page';
import { invoices, matters, users } from '../../db/schema/index';
import { containsFolded } from '../../db/text-fold';
import type { InvoiceWithParties } from './mappers';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

const withParties = {
  invoice: invoices,
  matterTitle: matters.title,
  clientId: matters.clientId,
  clientName: users.name,
  clientEmail: users.email,
};

const isOpen = inArray(invoices.status, [...openInvoiceStatuses]);

/**
 * A page of invoices, newest first, with how many of all that match are still owed: one client's
 * when `clientId` is given (the portal), else the firm's, filtered by the query's client.
 * `search` matches the number, the description, the matter's title or the client's name.
 */
export async function listInvoices(db: DbOrTx, query: ListQuery, clientId?: string) {
  const where = and(
    clientId ? eq(matters.clientId, clientId) : undefined,
    !clientId && query.clientId ? eq(matters.clientId, query.clientId) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.matterId ? eq(invoices.matterId, query.matterId) : undefined,
    query.search ? await matchesSearch(db, query.search) : undefined,
  );
  const order = [desc(invoices.createdAt), desc(invoices.number)];
  // Paged by number: the page's numbers come off the (created_at, number) index alone.
  const { rows, count, total } = await matterRowsPage(
    db,
    { table: invoices, key: invoices.number, matterId: invoices.matterId },
    {
      columns: withParties,
      counts: { open: sql<number>`(count(*) filter (where ${isOpen}))::int` },
    },
    {
      where,
      order,
      readsMatter: Boolean(clientId || query.clientId),
      page: query.page,
      pageSize: query.pageSize,
    },
  );
  return { rows, total, openTotal: Number(count?.open ?? 0) };
}

/**
 * The invoice's number or description holds `search`, or its matter's title or its client's name
 * does. The matters that match (by title or client) are asked first, on their own, and handed to
 * the invoice query as one array value: PostgreSQL then ORs index scans (the folded columns'
 * trigram indexes of migration 0018, the matter's index) where they exist, and otherwise hashes
 * the array once for its pass over the invoices. A subquery instead either kept the invoices from
 * their indexes (`in (subquery)`: the page walked 50,000 invoices newest first, 40 ms) or was
 * scanned element by element for each invoice where no index answers (`= any(array(subquery))`).
 */
async function matchesSearch(db: DbOrTx, search: string) {
  const clients = db
    .select({ id: users.id })
    .from(users)
    .where(containsFolded(users.nameFolded, search));
  const found = await db
    .select({ id: matters.id })
    .from(matters)
    .where(or(containsFolded(matters.titleFolded, search), inArray(matters.clientId, clients)));
  // Matter ids are uuids: written into an array literal as they are.
  const matterIds = `{${found.map((row) => row.id).join(',')}}`;
  return or(
    containsFolded(invoices.numberFolded, search),
    containsFolded(invoices.descriptionFolded, search),
    sql`${invoices.matterId} = any(${matterIds}::uuid[])`,
  );
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceWithParties | undefined> {
  const [row] = await db
    .select(withParties)
    .from(invoices)
    .innerJoin(matters, eq(matters.id, invoices.matterId))
    .innerJoin(users, eq(users.id, matters.clientId))
    .where(eq(invoices.id, id));
  return row;
}
