import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { profiles, sessions, userRoles, users } from '../db/schema/index';
import { sessionCookie } from './session-cookie';

const BATCH = 500;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type SeededAccount = { userId: string; cookie: string };

/**
 * `count` signed-in accounts (client accounts, or administrators with `admin`), each with one
 * session valid for a week, written straight into the database; answers their session cookies.
 * Seconds for thousands, where signing up (a password hash each) would take minutes.
 */
export async function seedSignedInAccounts(
  db: Db,
  options: { count: number; secret: string; admin?: boolean; label?: string },
): Promise<SeededAccount[]> {
  const label = options.label ?? (options.admin ? 'admin' : 'client');
  const now = new Date();
  const rows = Array.from({ length: options.count }, (_, i) => ({
    userId: randomUUID(),
    token: randomBytes(24).toString('base64url'),
    name: `Bench ${label} ${i}`,
    email: `bench-${label}-${i}-${randomUUID().slice(0, 8)}@example.com`,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values(
          batch.map((r) => ({ id: r.userId, name: r.name, email: r.email, emailVerified: true })),
        );
      await tx
        .insert(profiles)
        .values(batch.map((r) => ({ userId: r.userId, displayName: r.name })));
      if (options.admin)
        await tx
          .insert(userRoles)
          .values(batch.map((r) => ({ userId: r.userId, role: 'admin' as const })));
      await tx.insert(sessions).values(
        batch.map((r) => ({
          id: randomUUID(),
          token: r.token,
          userId: r.userId,
          expiresAt: new Date(now.getTime() + WEEK_MS),
          createdAt: now,
          updatedAt: now,
        })),
      );
    });
  }
  return rows.map((r) => ({ userId: r.userId, cookie: sessionCookie(r.token, options.secret) }));
}
