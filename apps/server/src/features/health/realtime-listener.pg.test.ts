import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';

describe('GET /api/health/ready on PostgreSQL', () => {
  const t = useTestApp();

  it('names realtime while its LISTEN connection is down, and is ready again once it reconnected', async () => {
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    // The server ends the listening connection (as a restart or a failover does).
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
    );
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/health/ready' })).json())
      .toMatchObject({
        status: 'not ready',
        failing: ['realtime'],
        checks: { realtime: 'disconnected' },
      });
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/health/ready' })).statusCode, {
        timeout: 5000,
      })
      .toBe(200);
  });
});
