import { asc, eq } from 'drizzle-orm';
import type { ClientMatter } from '@lexbridge/shared/schemas/matters';
import type { DbOrTx } from '../../db/client';
import { matters } from '../../db/schema/index';
import { toClientMatter } from './mappers';
import type { PracticeAreaTitles } from './practice-areas';

/**
 * A client's matters as the portal shows them, oldest first, for the copy of their data: the
 * firm's own notes on a matter (the opposing party, a legal hold) stay with the firm.
 */
export async function clientMattersForExport(
  db: DbOrTx,
  clientId: string,
  areaTitles: PracticeAreaTitles,
): Promise<ClientMatter[]> {
  const rows = await db
    .select()
    .from(matters)
    .where(eq(matters.clientId, clientId))
    .orderBy(asc(matters.createdAt), asc(matters.id));
  return rows.map((row) => toClientMatter(row, areaTitles));
}
