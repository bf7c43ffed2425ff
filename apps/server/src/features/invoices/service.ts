import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { openInvoiceStatuses } from '@lexbridge/shared/schemas/invoices';
import type { invoiceListQuerySchema } from '@lexbridge/shared/schemas/invoices';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
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
  const byParties = Boolean(clientId || query.clientId);
  /*
   * Deferred join: the page's numbers come off the (created_at, number) index alone, then only
   * those 20 invoices are joined to their matter and client. Joining first then skipping made
   * page 1,000 (offset 20,000) read 20,000 invoices, matters and clients.
   */
  const numbers = db.select({ number: invoices.number }).from(invoices).$dynamic();
  const pageNumbers = (byParties ? withPartiesJoined(numbers) : numbers)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [count]] = await Promise.all([
    db
      .select(withParties)
      .from(invoices)
      .innerJoin(matters, eq(matters.id, invoices.matterId))
      .innerJoin(users, eq(users.id, matters.clientId))
      .where(inArray(invoices.number, pageNumbers))
      .orderBy(...order),
    countInvoices(db, where, byParties),
  ]);
  return { rows, total: Number(count?.total ?? 0), openTotal: Number(count?.open ?? 0) };
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

/**
 * How many invoices match, and how many of them are owed. Joins the matter and the client only
 * when a filter reads them: counting 50,000 invoices alone is a fraction of joining each one.
 */
function countInvoices(db: DbOrTx, where: SQL | undefined, byParties: boolean) {
  const totals = db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
    })
    .from(invoices)
    .$dynamic();
  return (byParties ? withPartiesJoined(totals) : totals).where(where);
}

/** Joins an invoices query to the invoice's matter and the matter's client. */
function withPartiesJoined<T extends PgSelect>(query: T) {
  return query
    .innerJoin(matters, eq(matters.id, invoices.matterId))
    .innerJoin(users, eq(users.id, matters.clientId));
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
