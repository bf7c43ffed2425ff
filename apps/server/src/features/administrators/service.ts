import { and, asc, eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import type { Db, Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { forgetCalendarFeed } from '../calendar-feed';
import { conflict, HttpError, notFound } from '../../platform/errors';
import { recordAudit, type auditActor } from '../security';
import { findUserByEmail, setChosenName } from '../auth';
import { grantRefusal, notAnAdmin, revokeRefusal } from './policy';

type Actor = ReturnType<typeof auditActor>;

const isAdminRole = eq(userRoles.role, 'admin');
const refused = (refusal: typeof notAnAdmin) =>
  new HttpError(refusal.status, refusal.code, refusal.text);

/** Every administrator with the day they became one, longest-serving first. */
export async function listAdministrators(db: Db): Promise<Administrator[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      nameChosen: users.nameChosen,
      email: users.email,
      since: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(isAdminRole)
    .orderBy(asc(userRoles.createdAt), asc(users.email));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

/**
 * The administrators' ids, their rows locked until the transaction ends: grants and revokes take
 * turns, so two revokes at once cannot each see the other's target still there and leave none.
 */
async function lockAdministrators(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(isAdminRole)
    .for('update');
  return rows.map((row) => row.userId);
}

/**
 * Makes the account with `email` an administrator named `name` (the name its replies are signed
 * with, from now on its account's name everywhere), and writes it to the audit log.
 */
export function grantAdministrator(
  db: Db,
  { email, name }: { email: string; name: string },
  actor: Actor,
): Promise<Administrator> {
  return db.transaction(async (tx) => {
    if (!(await lockAdministrators(tx)).includes(actor.actorId)) throw refused(notAnAdmin);
    const user = await findUserByEmail(tx, email);
    if (!user) throw notFound(msg('errors:administrators.noAccount', { email }));
    const refusal = grantRefusal(user);
    if (refusal) throw refused(refusal);
    const [role] = await tx
      .insert(userRoles)
      .values({ userId: user.id, role: 'admin' })
      .onConflictDoNothing()
      .returning();
    if (!role)
      throw conflict(
        msg('errors:administrators.alreadyAdmin', { email: user.email }),
        'ALREADY_ADMIN',
      );
    await setChosenName(tx, user.id, name);
    const renamed = user.name === name ? {} : { previousName: user.name };
    await recordAudit(tx, {
      ...actor,
      action: 'admin_role.grant',
      subjectType: 'user',
      subjectId: user.id,
      details: { email: user.email, name, ...renamed },
    });
    const since = role.createdAt.toISOString();
    return { id: user.id, name, nameChosen: true, email: user.email, since };
  });
}

/**
 * Takes the administrator role from `userId`, under the rules of `revokeRefusal` checked against
 * the locked administrators, and writes it to the audit log in the same transaction.
 */
export function revokeAdministrator(db: Db, userId: string, actor: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    const refusal = revokeRefusal(actor.actorId, userId, await lockAdministrators(tx));
    if (refusal) throw refused(refusal);
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), isAdminRole));
    // A feed address works only for an administrator: made one again, the old one stays dead.
    await forgetCalendarFeed(tx, userId);
    await recordAudit(tx, {
      ...actor,
      action: 'admin_role.revoke',
      subjectType: 'user',
      subjectId: userId,
      details: { email: user?.email ?? null, name: user?.name ?? null },
    });
  });
}
