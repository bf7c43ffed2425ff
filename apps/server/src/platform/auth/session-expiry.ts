import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** A session's expiry as stored now (refreshed by use), or null once it has been deleted. */
export async function storedSessionExpiry(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expiresAt ?? null;
}
