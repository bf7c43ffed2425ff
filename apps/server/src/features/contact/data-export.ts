import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactRequests } from '../../db/schema/index';

/**
 * The contact form's requests sent with `email` (an account's own, confirmed address), as they
 * were written.
 */
export async function contactRequestsForExport(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(contactRequests)
    .where(eq(sql`lower(${contactRequests.email})`, email.toLowerCase()))
    .orderBy(asc(contactRequests.createdAt));
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    phone: row.phone,
    practiceArea: row.practiceArea,
    preferredContact: row.preferredContact,
    requestType: row.requestType,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }));
}
