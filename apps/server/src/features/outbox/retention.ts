import { and, asc, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

/**
 * Deletes up to `limit` outbox mails written more than `months` months ago, in one statement
 * (one transaction); answers how many went. Mail still pending delivery is kept whatever its age:
 * it has not been sent yet.
 */
export async function deleteOldMail(db: Db, months: number, limit: number): Promise<number> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        ne(emailOutbox.status, 'pending'),
        lt(emailOutbox.createdAt, sql`now() - make_interval(months => ${months})`),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(emailOutbox)
    .where(inArray(emailOutbox.id, due))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
