import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/index';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Fixed-window counters in the database, so every server instance shares them. `hit` counts one
 * attempt against `key` and says whether it is within `limit` per `windowSeconds`.
 */
export function createRateLimiter(db: Db) {
  let lastCleanup = 0;

  async function cleanup() {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
  }

  return {
    async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
      const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({
          count: rateLimitHits.count,
          secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimitHits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
        });
      await cleanup();
      return {
        allowed: (row?.count ?? 0) <= limit,
        retryAfterSeconds: Math.max(1, row?.secondsLeft ?? windowSeconds),
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
