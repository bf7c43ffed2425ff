import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema/index';

/**
 * An account's own details and its open sessions (the devices signed in now), for the copy of its
 * data; null when there is no such account.
 */
export async function profileForExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const open = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const { user, profile } = row;
  return {
    profile: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: profile?.phone ?? null,
      language: profile?.language ?? null,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: profile?.lastSignInAt?.toISOString() ?? null,
    },
    sessions: open.map((session) => ({
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
  };
}
