import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailThrottle } from '../../db/schema/index';

/**
 * Claims the right to send the notification `key` now: true at most once per `minutes`, so a burst
 * of events makes one mail. One conditional upsert, so two instances never both win.
 */
export async function claimMailSlot(db: DbOrTx, key: string, minutes: number): Promise<boolean> {
  const claimed = await db
    .insert(mailThrottle)
    .values({ key, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: mailThrottle.key,
      set: { sentAt: sql`now()` },
      setWhere: sql`${mailThrottle.sentAt} <= now() - make_interval(mins => ${minutes})`,
    })
    .returning({ key: mailThrottle.key });
  return claimed.length > 0;
}
