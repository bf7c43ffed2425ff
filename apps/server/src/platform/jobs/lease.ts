import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobLeases } from '../../db/schema/index';

export type Lease = { name: string; holder: string };

/**
 * Claims job `name` for `minutes`, or answers null when another instance holds it. One
 * conditional upsert, so of several instances asking at once exactly one wins; a claim that
 * was never given back (a crashed instance) runs out after its minutes.
 */
export async function claimLease(db: Db, name: string, minutes: number): Promise<Lease | null> {
  const holder = randomUUID();
  const lockedUntil = sql`now() + make_interval(mins => ${minutes})`;
  const claimed = await db
    .insert(jobLeases)
    .values({ name, holder, lockedUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, lockedUntil },
      setWhere: sql`${jobLeases.lockedUntil} <= now()`,
    })
    .returning({ name: jobLeases.name });
  return claimed.length > 0 ? { name, holder } : null;
}

/** Gives the claim back, unless it ran out and someone else holds the job now. */
export async function releaseLease(db: Db, lease: Lease): Promise<void> {
  await db
    .update(jobLeases)
    .set({ lockedUntil: sql`now()` })
    .where(and(eq(jobLeases.name, lease.name), eq(jobLeases.holder, lease.holder)));
}
