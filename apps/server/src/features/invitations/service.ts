import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { msg } from '@lexbridge/shared/i18n/message';
import type { z } from 'zod';
import type { newClientSchema } from '@lexbridge/shared/schemas/clients';
import type { InvitationStatus } from '@lexbridge/shared/schemas/invitations';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, profiles, users } from '../../db/schema/index';
import { conflict, HttpError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer/mailer';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { findUserByEmail, profileLanguage } from '../auth/admin-accounts';
import { invitationMail, invitationUrl } from './mail';
import { consumeInvitationToken, issueInvitationToken, peekInvitationToken } from './tokens';

type Deps = { db: Db; mailer: Mailer; publicUrl: string };
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
 * Mails a new invitation link inside `tx`: the link, its mail and the audit entry (who invited
 * whom; never the link) exist together or not at all.
 */
async function sendInvitation(deps: Deps, tx: DbOrTx, user: Invitee, sent: Sent) {
  const language = await profileLanguage(tx, user.id);
  const token = await issueInvitationToken(tx, user.id);
  const url = invitationUrl(deps.publicUrl, token, language);
  await deps.mailer.send(invitationMail({ ...user, language }, url), { tx });
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
 * and an invitation mail, in one transaction. An address that has an account is refused.
 */
export function inviteClient(deps: Deps, input: NewClient, by: AuditActor) {
  return deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email))
      throw conflict(msg('errors:clients.emailTaken', { email: input.email }), 'EMAIL_TAKEN');
    const user = { id: randomUUID(), email: input.email, name: input.name };
    await tx.insert(users).values({ ...user, emailVerified: false });
    await tx.insert(profiles).values({
      userId: user.id,
      displayName: input.name,
      phone: input.phone,
      language: input.language,
    });
    await sendInvitation(deps, tx, user, { by, resent: false });
    return user;
  });
}

/** A new link for a client still without a password; the earlier link stops working. */
export function resendInvitation(deps: Deps, user: Invitee, by: AuditActor) {
  return deps.db.transaction(async (tx) => {
    if (await hasPassword(tx, user.id))
      throw conflict(msg('errors:invitations.alreadyAccepted'), 'ALREADY_ACCEPTED');
    await sendInvitation(deps, tx, user, { by, resent: true });
  });
}

/** Whether the link still works, and for whom (shown on the page so the client knows it is theirs). */
export async function invitationStatus(db: Db, token: string): Promise<InvitationStatus> {
  const userId = await peekInvitationToken(db, token);
  if (!userId || (await hasPassword(db, userId))) return { state: 'invalid' };
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? { state: 'ready', email: user.email, name: user.name } : { state: 'invalid' };
}

/**
 * Uses the link once: sets the password and counts the address as confirmed (the mail reached it).
 * One transaction: if anything fails, the link still works and no password is set.
 */
export function acceptInvitation(db: Db, input: { token: string; password: string }) {
  return db.transaction(async (tx) => {
    const userId = await consumeInvitationToken(tx, input.token);
    if (!userId || (await hasPassword(tx, userId)))
      throw new HttpError(410, 'INVITATION_INVALID', msg('errors:invitations.invalid'));
    await tx.insert(accounts).values({
      id: randomUUID(),
      userId,
      accountId: userId,
      providerId: 'credential',
      password: await hashPassword(input.password),
    });
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return { email: user!.email };
  });
}
