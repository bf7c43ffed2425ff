import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { msg } from '@lexbridge/shared/i18n/message';
import type { z } from 'zod';
import type { newClientSchema } from '@lexbridge/shared/schemas/clients';
import {
  INVITATION_VALID_DAYS,
  type InvitationStatus,
} from '@lexbridge/shared/schemas/invitations';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, profiles, sessions, users } from '../../db/schema/index';
import { signInLinkUrl } from '../../platform/auth/link-urls';
import { issueSignInToken, retireSignInTokens } from '../../platform/auth/sign-in-tokens';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit, type AuditActor } from '../security';
import {
  auditAccountChange,
  type AccountOwner,
  type ChangeDeps,
  type ChangeOrigin,
} from '../account';
import { profileLanguage } from '../account';
import { findUserByEmail, isAdmin } from '../auth';
import { invitationMail } from './mail';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'> & {
  /** Told after commit of each session ended, so its sockets close on every instance. */
  sessionEnded?: (sessionId: string) => Promise<unknown>;
};
type NewClient = z.output<typeof newClientSchema>;
/** Who sent an invitation, and whether it replaces an earlier one. */
type Sent = { by: AuditActor; resent: boolean };

async function hasPassword(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row !== undefined;
}

type Invitee = { id: string; email: string; name: string };

/**
 * An account whose address nobody proved keeps no password and no session: they may be a
 * stranger's who typed the address first (or an earlier version's sign-up without mail). Answers
 * the ended sessions' ids, to close their sockets once the transaction has committed.
 */
async function dropUnprovenAccess(tx: DbOrTx, userId: string) {
  await tx
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.map((session) => session.id);
}

async function closeSockets(deps: Deps, sessionIds: string[]) {
  for (const id of sessionIds) await deps.sessionEnded?.(id);
}

/**
 * Mails a new invitation link inside `tx`: the link, its mail and the audit entry (who invited
 * whom; never the link) exist together or not at all. The link is an e-mailed sign-in token, like
 * the sign-in link on /auth but valid for days (a client may read mail weekly); it lands the
 * client signed in on the invitation page, where they choose a password. Earlier unused links for
 * the address stop working: only the newest mail counts.
 */
async function sendInvitation(deps: Deps, tx: DbOrTx, user: Invitee, sent: Sent) {
  const language = await profileLanguage(tx, user.id);
  await retireSignInTokens(tx, user.email);
  const token = await issueSignInToken(tx, user.email, INVITATION_VALID_DAYS * 24 * 60 * 60);
  const url = signInLinkUrl(deps.publicUrl, token, { landing: '/invitation', language });
  const firm = deps.mailer.branding(language);
  await deps.mailer.send(invitationMail({ ...user, language }, url, firm), { tx });
  await recordAudit(tx, {
    ...sent.by,
    action: 'invitation.send',
    subjectType: 'user',
    subjectId: user.id,
    details: { email: user.email, name: user.name, resent: sent.resent },
  });
}

/**
 * The firm adds a client: an account without a password (it cannot be signed into) and its profile,
 * and an invitation mail, in one transaction. An address whose owner has proven it is refused. One
 * that has an account nobody proved (a sign-up whose link was never opened, or one made before
 * sign-up mailed links first) is taken over by the firm's details and invited: its password and
 * sessions end at once (they may be a stranger's), and the link proves the address, so the owner
 * chooses their own.
 */
export async function inviteClient(deps: Deps, input: NewClient, by: AuditActor) {
  let ended: string[] = [];
  const invited = await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (existing.emailVerified || (await isAdmin(tx, existing.id))))
      throw conflict(msg('errors:clients.emailTaken', { email: input.email }), 'EMAIL_TAKEN');
    const user = { id: existing?.id ?? randomUUID(), email: input.email, name: input.name };
    const profile = { displayName: input.name, phone: input.phone, language: input.language };
    if (existing) {
      ended = await dropUnprovenAccess(tx, user.id);
      await tx
        .update(users)
        .set({ name: input.name, nameChosen: true })
        .where(eq(users.id, user.id));
      await tx
        .insert(profiles)
        .values({ userId: user.id, ...profile })
        .onConflictDoUpdate({ target: profiles.userId, set: profile });
    } else {
      // The firm typed the name: a chosen one, should the client ever become an administrator.
      await tx.insert(users).values({ ...user, nameChosen: true, emailVerified: false });
      await tx.insert(profiles).values({ userId: user.id, ...profile });
    }
    await sendInvitation(deps, tx, user, { by, resent: existing !== undefined });
    return user;
  });
  await closeSockets(deps, ended);
  return invited;
}

/**
 * A new link for the client `clientId` who has not accepted yet: no password, or an address never
 * proven (a password set before the proof does not count); the earlier link stops working. 404
 * for an id that is no client's (unknown, or an administrator).
 */
export async function resendInvitation(deps: Deps, clientId: string, by: AuditActor) {
  const ended = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, proven: users.emailVerified })
      .from(users)
      .where(eq(users.id, clientId));
    if (!user || (await isAdmin(tx, user.id))) throw notFound(msg('errors:clients.notFound'));
    if (user.proven && (await hasPassword(tx, user.id)))
      throw conflict(msg('errors:invitations.alreadyAccepted'), 'ALREADY_ACCEPTED');
    const dropped = user.proven ? [] : await dropUnprovenAccess(tx, user.id);
    const { proven: _, ...invitee } = user;
    await sendInvitation(deps, tx, invitee, { by, resent: true });
    return dropped;
  });
  await closeSockets(deps, ended);
}

/** What the invitation page shows the signed-in client: who they are, and whether a password is set. */
export async function invitationStatus(db: Db, userId: string): Promise<InvitationStatus> {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return { ...user, hasPassword: await hasPassword(db, userId) };
}

/**
 * The client, signed in by the invitation (or sign-up) link, chooses their first password. Under a
 * lock on the account, so two tabs cannot both set one; an account that has a password changes it
 * on /account. It is written to the audit log with the password, but the owner is not mailed a
 * "your password was changed" notice: they are choosing it that moment, on a link only they had.
 */
export async function choosePassword(
  deps: ChangeDeps,
  owner: AccountOwner,
  password: string,
  origin: ChangeOrigin,
) {
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    if (await hasPassword(tx, owner.id))
      throw conflict(msg('errors:invitations.passwordAlreadySet'), 'PASSWORD_ALREADY_SET');
    await tx.insert(accounts).values({
      id: randomUUID(),
      userId: owner.id,
      accountId: owner.id,
      providerId: 'credential',
      password: await hashPassword(password),
    });
    await auditAccountChange(tx, owner, { kind: 'passwordChanged' }, origin, { first: true });
  });
}
