import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { accounts, profiles, userRoles, users } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { msg } from '@lexbridge/shared/i18n/message';

export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

/**
 * Creates an administrator account in one transaction (user, password, role, profile), inside `tx`
 * when the caller has one. The e-mail counts as confirmed: the operator chose it.
 */
export async function insertAdminAccount(tx: Tx, input: { email: string; password: string }) {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(tx, email)) {
    throw conflict(msg('errors:auth.emailTaken', { email }), 'EMAIL_TAKEN');
  }
  const userId = randomUUID();
  const name = email.split('@')[0]!;
  await tx.insert(users).values({ id: userId, email, name, emailVerified: true });
  await tx.insert(accounts).values({
    id: randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: await hashPassword(input.password),
  });
  await tx.insert(userRoles).values({ userId, role: 'admin' });
  await tx.insert(profiles).values({ userId, displayName: name });
  return { id: userId, email };
}

export function createAdminAccount(db: Db, input: { email: string; password: string }) {
  return db.transaction((tx) => insertAdminAccount(tx, input));
}

/** Makes an existing account an administrator; its password is left as it is. */
export async function grantAdmin(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(msg('errors:auth.noAccount', { email }));
  await db.insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing();
  return { id: user.id, email: user.email };
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return row?.n ?? 0;
}
