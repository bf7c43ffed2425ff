import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, openSecondHandle } from '../../test/database';
import { createAdmin } from '../../test/factories';
import { siteAdmin } from '../../test/site-http';
import { startTcpProxy } from '../../test/tcp-proxy';
import { publishedSite } from './index';

// Two instances; the second reaches PostgreSQL through a proxy the test cuts, so it misses the
// notice of a publish made meanwhile, as it would in a network failure or a database restart.
let primary: Database;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  primary = await createTestDatabase();
  const server = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  first = await buildTestApp({ database: primary });
  second = await buildTestApp({ database: await openSecondHandle(primary, proxy.host) });
});
afterAll(async () => {
  await second.close();
  await proxy.close();
  await first.close();
});

describe('an instance that missed a publish notice', () => {
  it('reads the live site again once its listening connection is back', async () => {
    const admin = await createAdmin(first);
    await proxy.cut();
    await siteAdmin(first.app, admin.cookie).edit((content) => {
      content.identity.phone = '+357 22 333 444';
    });
    expect(publishedSite(second.app).version).toBe(1); // it heard nothing
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.restore();
    await vi.waitFor(() => expect(publishedSite(second.app).version).toBe(2), { timeout: 15_000 });
    expect(publishedSite(second.app).content.identity.phone).toBe('+357 22 333 444');
  });
});
