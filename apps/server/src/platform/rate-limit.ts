import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import { tooManyRequests } from './errors';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
export type Limit = { key: string; limit: number; windowSeconds: number };

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Sliding-window counters in the database, so every server instance shares them. Hits are counted
 * in one-second buckets (`window_start` is the bucket's second); `hit` counts one attempt against
 * `key` and says whether the attempts of the last `windowSeconds` are within `limit`. Unlike fixed
 * windows, a burst cannot double the limit by straddling a window boundary.
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

  /** The hits of the last `windowSeconds` against `key`, and when the oldest leaves the window. */
  async function peek(key: string, windowSeconds: number) {
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${rateLimitHits.count}), 0)::int`,
        // When the oldest counted second leaves the window.
        secondsLeft: sql<number>`ceil(extract(epoch from (min(${rateLimitHits.windowStart}) + make_interval(secs => ${windowSeconds}) - now())))::int`,
      })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    return {
      count: row?.total ?? 0,
      retryAfterSeconds: Math.max(1, row?.secondsLeft ?? windowSeconds),
    };
  }

  async function hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    await db
      .insert(rateLimitHits)
      .values({ key, windowStart: sql`date_trunc('second', now())`, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      });
    const { count, retryAfterSeconds } = await peek(key, windowSeconds);
    await cleanup();
    return { allowed: count <= limit, retryAfterSeconds };
  }

  return {
    hit,
    peek,
    /**
     * Counts one hit against every limit; if any is exceeded, throws a 429 whose Retry-After is
     * the longest wait and whose text is `message(thatWait)`.
     */
    async enforce(limits: Limit[], message: (retryAfterSeconds: number) => string) {
      const results = await Promise.all(
        limits.map(({ key, limit, windowSeconds }) => hit(key, limit, windowSeconds)),
      );
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return;
      const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
      throw tooManyRequests(message(wait), wait);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
