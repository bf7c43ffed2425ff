import { asc, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';

export type ExportedBooking = {
  id: string;
  type: LocalizedText;
  name: string;
  email: string;
  phone: string | null;
  description: string | null;
  language: string;
  startsAt: string;
  endsAt: string;
  status: string;
  amountCents: number;
  currency: string;
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  refundedCents: number | null;
};

/**
 * Every consultation booked with `email` (whatever its case), whatever became of it. The caller
 * passes an account's own, confirmed address: only its holder may see what was booked with it.
 */
export async function bookingsForExport(db: DbOrTx, email: string): Promise<ExportedBooking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(sql`lower(${bookings.clientEmail})`, email.toLowerCase()))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.typeName,
    name: row.clientName,
    email: row.clientEmail,
    phone: row.clientPhone,
    description: row.description,
    language: row.language,
    startsAt: row.startAt.toISOString(),
    endsAt: row.endAt.toISOString(),
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    refundedCents: row.refundedCents,
  }));
}
