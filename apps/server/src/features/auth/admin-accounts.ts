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

/** A new administrator: `name` is the one their replies are signed with, when the operator gave it. */
export type NewAdminAccount = { email: string; password: string; name?: string | undefined };

/**
 * Creates an administrator account in one transaction (user, password, role, profile), inside `tx`
 * when the caller has one. The e-mail counts as confirmed: the operator chose it. Without a name
 * the account is named after the e-mail's local part, not a chosen name: its replies carry the
 * firm's name until the administrator chooses one.
 */
export async function insertAdminAccount(tx: Tx, input: NewAdminAccount) {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(tx, email)) {
    throw conflict(msg('errors:auth.emailTaken', { email }), 'EMAIL_TAKEN');
  }
  const userId = randomUUID();
  const nameChosen = Boolean(input.name);
  const name = input.name || email.split('@')[0]!;
  await tx.insert(users).values({ id: userId, email, name, nameChosen, emailVerified: true });
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

export function createAdminAccount(db: Db, input: NewAdminAccount) {
  return db.transaction((tx) => insertAdminAccount(tx, input));
}

/**
 * Makes an existing account an administrator, named `name` when one is given (the name its
 * replies are signed with); its password is left as it is.
 */
export function grantAdmin(db: Db, email: string, name?: string) {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw notFound(msg('errors:auth.noAccount', { email }));
    await tx.insert(userRoles).values({ userId: user.id, role: 'admin' }).onConflictDoNothing();
    if (name) await setChosenName(tx, user.id, name);
    return { id: user.id, email: user.email };
  });
}

/** Gives the account the name a person chose for it, on the account and its profile alike. */
export async function setChosenName(tx: DbOrTx, userId: string, name: string) {
  await tx
    .update(users)
    .set({ name, nameChosen: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.update(profiles).set({ displayName: name }).where(eq(profiles.userId, userId));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return row?.n ?? 0;
}
