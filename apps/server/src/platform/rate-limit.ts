import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
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

  /**
   * Counts one hit against every limit in one statement (one round trip, whatever the number of
   * limits): the upsert's RETURNING gives this second's new count, and the window's earlier seconds
   * come from the statement's snapshot, which does not yet see the upsert. Keys must be distinct.
   */
  async function hitAll(limits: Limit[]): Promise<RateLimitResult[]> {
    const values = sql.join(
      limits.map((l) => sql`(${l.key}::text, ${l.limit}::int, ${l.windowSeconds}::int)`),
      sql`, `,
    );
    const rows = await queryRows<{ total: number; seconds_left: number | null }>(
      db,
      sql`
      with limits(key, lim, secs) as (values ${values}),
      hits as (
        insert into ${rateLimitHits} (key, window_start, count)
        select key, date_trunc('second', now()), 1 from limits
        on conflict (key, window_start) do update set count = ${rateLimitHits}.count + 1
        returning key, window_start, count
      )
      select l.ord, h.count + coalesce(earlier.total, 0) as total,
        ceil(extract(epoch from (least(h.window_start, earlier.oldest)
          + make_interval(secs => l.secs) - now())))::int as seconds_left
      from (select *, row_number() over () as ord from limits) l
      join hits h on h.key = l.key
      left join lateral (
        select sum(r.count)::int as total, min(r.window_start) as oldest
        from ${rateLimitHits} r
        where r.key = l.key and r.window_start <> h.window_start
          and r.window_start > now() - make_interval(secs => l.secs)
      ) earlier on true
      order by l.ord`,
    );
    await cleanup();
    return rows.map((row, i) => ({
      allowed: Number(row.total) <= limits[i]!.limit,
      retryAfterSeconds: Math.max(1, row.seconds_left ?? limits[i]!.windowSeconds),
    }));
  }

  const hit = async (key: string, limit: number, windowSeconds: number) =>
    (await hitAll([{ key, limit, windowSeconds }]))[0]!;

  return {
    hit,
    peek,
    /**
     * Counts one hit against every limit; if any is exceeded, throws a 429 whose Retry-After is
     * the longest wait and whose text is `message(thatWait)`.
     */
    async enforce(limits: Limit[], message: (retryAfterSeconds: number) => string) {
      const results = await hitAll(limits);
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return;
      const wait = Math.max(...refused.map((result) => result.retryAfterSeconds));
      throw tooManyRequests(message(wait), wait);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
