import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth-client';
import { createClient, type TestUser } from '../../test/factories';
import { LAST_ACTIVE_PRECISION_MS } from './session-activity';

describe('a session’s last activity', () => {
  let t: TestApp;
  let anna: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    anna = await createClient(t, 'anna@example.com');
  });
  afterAll(() => t.close());

  const lastActive = async () => {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, anna.id));
    return row!.updatedAt.getTime();
  };
  const setLastActive = (msAgo: number) =>
    t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - msAgo) })
      .where(eq(sessions.userId, anna.id));

  it('moves to now on a request once it is a few minutes old', async () => {
    await setLastActive(LAST_ACTIVE_PRECISION_MS + 60_000);
    await me(t.app, anna.cookie);
    expect(await lastActive()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stays put while it is recent, so requests do not each write', async () => {
    await setLastActive(60_000);
    const before = await lastActive();
    await me(t.app, anna.cookie);
    expect(await lastActive()).toBe(before);
  });
});
