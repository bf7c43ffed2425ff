import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { queryRows } from '../../db/rows';
import { buildTestApp, type TestApp } from '../../test/app';
import { startSmtp } from '../../test/smtp';
import { useTestApp } from '../../test/suite';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports which database the server runs on', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /api/health/ready', () => {
  const t = useTestApp();

  it('is ready when the database answers, migrations are applied and realtime listens (mail off)', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', mail: 'off', realtime: 'ok' },
    });
  });

  it('is not ready, naming the migrations, while the database lacks the newest one', async () => {
    const journal = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
    const newestTag = [...journal.matchAll(/"tag": "([^"]+)"/g)].at(-1)![1]!;
    type Row = { id: number; hash: string; created_at: string };
    const [newest] = await queryRows<Row>(
      t.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    // As a database an older build migrated (or an older backup restored) looks to this build.
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const response = await t.app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        failing: ['migrations'],
        checks: { database: 'ok', migrations: `pending: ${newestTag}` },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/health/ready with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is ready while the mail worker runs, and names it once the worker stopped', async () => {
    const running = await t.app.inject({ url: '/api/health/ready' });
    expect(running.json()).toMatchObject({ status: 'ready', checks: { mail: 'ok' } });
    await t.app.deps.mailer.close();
    const stopped = await t.app.inject({ url: '/api/health/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({
      status: 'not ready',
      failing: ['mail'],
      checks: { database: 'ok', migrations: 'ok', mail: 'stopped', realtime: 'ok' },
    });
  });
});
