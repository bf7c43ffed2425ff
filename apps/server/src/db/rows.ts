import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rows of a raw statement (a CTE the query builder cannot say), on either driver: both
 * answer `{ rows }`. Column names are as the statement names them; values as the driver parses
 * them (bigint may arrive as a string: convert what you read).
 */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
