import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CalendarFeedState } from '@lexbridge/shared/schemas/calendar-feed';
import type { Db, DbOrTx } from '../../db/client';
import { calendarFeeds, userRoles } from '../../db/schema/index';
import { recordAudit } from '../security';

type Actor = { id: string; name: string };

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
export const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/calendar/${secret}.ics`;

/** Whether the administrator's feed is on, and since when. */
export async function feedState(db: DbOrTx, userId: string): Promise<CalendarFeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { enabled: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * Turns the feed on with a new address, which replaces any earlier one (that stops working at
 * once); audited. The address is answered this once: only its hash is kept.
 */
export function enableFeed(db: Db, actor: Actor, publicUrl: string): Promise<CalendarFeedState> {
  const secret = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, secretHash: hashOf(secret) })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { secretHash: hashOf(secret), createdAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'calendar_feed.enable',
    });
    return { ...(await feedState(tx, actor.id)), url: feedUrl(publicUrl, secret) };
  });
}

/** Turns the feed off: its address stops working at once. Audited when there was one. */
export function revokeFeed(db: Db, actor: Actor): Promise<CalendarFeedState> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id))
      .returning();
    if (removed.length > 0)
      await recordAudit(tx, {
        actorId: actor.id,
        actorName: actor.name,
        action: 'calendar_feed.revoke',
      });
    return { enabled: false, createdAt: null };
  });
}

/** Whose feed a secret opens: an administrator's, still one today; otherwise null. */
export async function feedOwner(db: DbOrTx, secret: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, calendarFeeds.userId), eq(userRoles.role, 'admin')),
    )
    .where(eq(calendarFeeds.secretHash, hashOf(secret)));
  return row?.userId ?? null;
}

/** Deletes a person's feed without an audit entry of its own (the caller's action is audited). */
export async function forgetCalendarFeed(tx: DbOrTx, userId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
