import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema/index';
import { useTestApp } from '../test/suite';
import type { HttpError } from './errors';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  const t = useTestApp();

  it('allows `limit` hits in the window, refuses the next, and counts keys apart', async () => {
    const limiter = createRateLimiter(t.db);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('a', 3, 60)).allowed).toBe(true);
    const refused = await limiter.hit('a', 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit('b', 3, 60)).allowed).toBe(true);
  });

  it('slides: hits from just before a minute boundary still count after it', async () => {
    const limiter = createRateLimiter(t.db);
    // Three hits 50 s ago (as if in the previous clock minute), then two now: five in the last 60 s.
    await t.db.insert(rateLimitHits).values({
      key: 'c',
      windowStart: sql`date_trunc('second', now()) - interval '50 seconds'`,
      count: 3,
    });
    expect((await limiter.hit('c', 4, 60)).allowed).toBe(true);
    const refused = await limiter.hit('c', 4, 60);
    expect(refused.allowed).toBe(false);
    // Free again when the hits of 50 s ago leave the window, about 10 s from now.
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(11);
    // Hits older than the window no longer count.
    expect((await limiter.hit('c', 4, 30)).allowed).toBe(true);
  });

  it('enforce refuses with a 429 naming the longest wait when any limit is exceeded', async () => {
    const limiter = createRateLimiter(t.db);
    const limits = [
      { key: 'short', limit: 1, windowSeconds: 10 },
      { key: 'long', limit: 1, windowSeconds: 600 },
    ];
    const message = (seconds: number) => `Wait ${seconds} s.`;
    await expect(limiter.enforce(limits, message)).resolves.toBeUndefined();
    const refusal = await limiter.enforce(limits, message).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const wait = Number((refusal as HttpError).headers['retry-after']);
    expect(wait).toBeGreaterThan(590);
    expect((refusal as HttpError).message).toBe(`Wait ${wait} s.`);
  });
});
