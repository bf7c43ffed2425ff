import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** How stale a session's "last active" may get before a request moves it on. */
export const LAST_ACTIVE_PRECISION_MS = 5 * 60_000;

/**
 * Moves the session's `updatedAt` (shown as "last active" on the account page) to now, at most
 * once per LAST_ACTIVE_PRECISION_MS, so a busy session costs one write per few minutes rather than
 * one per request. Better Auth itself only moves it when it extends the session, once a day.
 */
export async function markSessionActive(
  db: DbOrTx,
  session: { id: string; updatedAt: Date },
  now = new Date(),
) {
  if (now.getTime() - session.updatedAt.getTime() < LAST_ACTIVE_PRECISION_MS) return;
  const staleBefore = new Date(now.getTime() - LAST_ACTIVE_PRECISION_MS);
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.updatedAt, staleBefore)));
}
