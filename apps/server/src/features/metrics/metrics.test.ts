import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { openSocket } from '../../test/realtime-socket';
import { createAnonymousConversation } from '../../test/factories';
import { emailOutbox } from '../../db/schema/index';

const TOKEN = 'a'.repeat(40);
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample (`name{labels} value`) in the text format. */
function sample(body: string, line: RegExp) {
  const found = body.split('\n').find((text) => line.test(text));
  if (found === undefined) return undefined;
  const value = found.slice(found.lastIndexOf(' ') + 1);
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is not there, token or not', async () => {
    expect((await scrape(t)).statusCode).toBe(404);
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

  it('asks for the bearer token, and refuses a wrong or partial one', async () => {
    for (const header of [
      undefined,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const response = await scrape(t, header);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('lexbridge_');
    }
  });

  it('counts and times requests by route pattern and status; unknown URLs share one label', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/articles/no-such-article' });
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/api/made-up-${i}` });
    // A method of WebDAV's, which Fastify's types do not list: it must not become a label value.
    await t.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/health' });
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/plain; version=0.0.4');
    const body = response.body;
    expect(
      sample(
        body,
        /^lexbridge_http_requests_total\{method="GET",route="\/api\/health",status="200"\}/,
      ),
    ).toBe(1);
    expect(body).toMatch(
      /lexbridge_http_requests_total\{method="GET",route="\/api\/articles\/:slug",status="404"\} 1/,
    );
    expect(
      sample(body, /^lexbridge_http_requests_total\{method="GET",route="unmatched",status="404"\}/),
    ).toBe(3);
    expect(body).not.toContain('made-up');
    expect(body).not.toContain('PROPFIND');
    expect(body).toMatch(
      /lexbridge_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
  });

  it('reports sockets, realtime frames, the outbox, the database and the event loop', async () => {
    await t.db.insert(emailOutbox).values([
      { to: 'a@example.com', subject: 'A', text: 'A', status: 'pending' },
      { to: 'b@example.com', subject: 'B', text: 'B', status: 'failed' },
      { to: 'c@example.com', subject: 'C', text: 'C', status: 'failed' },
    ]);
    const { cookie, id } = await createAnonymousConversation(t);
    const socket = await openSocket(t.app, cookie);
    try {
      await socket.subscribe(`conversation:${id}`);
      const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(sample(body, /^lexbridge_realtime_sockets /)).toBe(1);
      expect(sample(body, /^lexbridge_realtime_messages_total\{direction="received"\}/)).toBe(1);
      expect(sample(body, /^lexbridge_realtime_messages_total\{direction="sent"\}/)).toBe(1);
      expect(sample(body, /^lexbridge_outbox_pending /)).toBe(1);
      expect(sample(body, /^lexbridge_outbox_failed /)).toBe(2);
      expect(sample(body, /^lexbridge_db_probe_seconds /)).toBeGreaterThan(0);
      expect(sample(body, /^nodejs_eventloop_lag_seconds /)).toBeGreaterThanOrEqual(0);
      if (process.env.DATABASE_URL)
        expect(sample(body, /^lexbridge_db_pool_connections /)).toBeGreaterThan(0);
      else expect(body).not.toContain('lexbridge_db_pool_connections');
    } finally {
      socket.close();
    }
  });

  it('times every database query, in a transaction too', async () => {
    const queryCount = async () =>
      sample(
        (await scrape(t, `Bearer ${TOKEN}`)).body,
        /^lexbridge_db_query_duration_seconds_count /,
      )!;
    const before = await queryCount(); // this scrape's own queries (outbox, probe) count next time
    const scrapeQueries = (await queryCount()) - before;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(0.02)`);
    });
    const after = await queryCount();
    // The two statements, plus the transaction's begin and commit where the driver sends them.
    expect(after - before - 2 * scrapeQueries).toBeGreaterThanOrEqual(2);
    // pg_sleep(0.02) took longer than 10 ms: at least one query is above that bucket.
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const upTo10ms = sample(body, /^lexbridge_db_query_duration_seconds_bucket\{le="0.01"\}/)!;
    expect(upTo10ms).toBeLessThan(sample(body, /^lexbridge_db_query_duration_seconds_count /)!);
  });

  it('exports the age of the newest archive in BACKUP_DIR: +Inf before the first one', async () => {
    const age = async () =>
      sample((await scrape(t, `Bearer ${TOKEN}`)).body, /^lexbridge_backup_age_seconds /)!;
    expect(await age()).toBe(Number.POSITIVE_INFINITY);
    const { backupDir } = t.app.deps.config;
    fs.mkdirSync(backupDir, { recursive: true });
    const archive = path.join(backupDir, 'lexbridge-2026-11-27T08-00-00Z.tar.gz');
    fs.writeFileSync(archive, 'archive');
    const anHourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(archive, anHourAgo, anHourAgo);
    // An archive still being written does not count.
    fs.writeFileSync(path.join(backupDir, 'lexbridge-now.tar.gz.partial'), 'half');
    expect(await age()).toBeGreaterThanOrEqual(3600);
    expect(await age()).toBeLessThan(3660);
    // Plugged in again (say, the backups feature restarted its schedule): the new source answers.
    t.app.deps.metrics.trackBackupAge(async () => new Date(Date.now() - 60_000));
    const replaced = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(replaced, /^lexbridge_backup_age_seconds /)).toBeLessThan(120);
  });
});
