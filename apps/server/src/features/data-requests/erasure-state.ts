import { asc, desc, eq } from 'drizzle-orm';
import type {
  AdminErasureRequest,
  ErasureRequestState,
} from '@lexbridge/shared/schemas/data-requests';
import type { DbOrTx } from '../../db/client';
import { erasureRequests } from '../../db/schema/index';

type ErasureRow = typeof erasureRequests.$inferSelect;

export const toErasureState = (row: ErasureRow): ErasureRequestState => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

const toAdminErasure = (row: ErasureRow): AdminErasureRequest => ({
  ...toErasureState(row),
  overdue: row.status === 'open' && row.dueAt < new Date(),
  clientId: row.userId,
  clientName: row.clientName,
  clientEmail: row.clientEmail,
});

/** The account's newest erasure request, or null when it never asked. */
export async function latestErasureRequest(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return row ? toErasureState(row) : null;
}

/** A client's erasure requests, newest first, for the firm. */
export async function clientErasureRequests(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.requestedAt));
  return rows.map(toAdminErasure);
}

/** Every open erasure request, the nearest deadline first: the dashboard shows them. */
export async function openErasureRequests(db: DbOrTx): Promise<AdminErasureRequest[]> {
  const rows = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.status, 'open'))
    .orderBy(asc(erasureRequests.dueAt));
  return rows.map(toAdminErasure);
}
