import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '@lexbridge/shared/schemas/account';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { describeDevice } from './device';
import { countryOfAddress } from '../../platform/geo/country-of-address';
import { isLocalAddress } from './network';

type SessionRow = typeof sessions.$inferSelect;

const stillValid = (userId: string) =>
  and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()));

/** What the owner sees of a session: where and when, never its token. */
export function toAccountSession(row: SessionRow, currentId: string): AccountSession {
  return {
    id: row.id,
    current: row.id === currentId,
    ...describeDevice(row.userAgent),
    ipAddress: row.ipAddress || null,
    localNetwork: isLocalAddress(row.ipAddress),
    country: isLocalAddress(row.ipAddress) ? null : countryOfAddress(row.ipAddress),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  };
}

/** The account's sessions that have not expired: the asking one first, then by last activity. */
export async function listAccountSessions(db: DbOrTx, userId: string, currentId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(stillValid(userId))
    .orderBy(desc(sessions.updatedAt));
  const list = rows.map((row) => toAccountSession(row, currentId));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** One session by id, whoever's it is (the policy decides who may act on it). */
export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  return row;
}

/** How many of the account's sessions other than `currentId` are still valid. */
export async function countOtherSessions(db: DbOrTx, userId: string, currentId: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(stillValid(userId), ne(sessions.id, currentId)));
  return rows.length;
}
