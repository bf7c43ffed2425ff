import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { useClient, useTestApp } from '../../test/suite';
import { me } from '../../test/auth-client';
import { LAST_ACTIVE_PRECISION_MS } from './session-activity';

describe('a session’s last activity', () => {
  const t = useTestApp();
  const anna = useClient(t, 'anna@example.com');

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
