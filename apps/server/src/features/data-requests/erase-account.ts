import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  auditLog,
  bookings,
  chatConversations,
  chatMessages,
  contactRequests,
  dataExports,
  emailOutbox,
  profiles,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema/index';

/** The name an erased client's kept records carry instead of theirs. */
export const ERASED_NAME = 'Erased client';
/** An address that reaches nobody (.invalid is reserved for that), unique per account. */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

export type AccountOutcome = {
  chats: number;
  contactRequests: number;
  bookingsAnonymised: number;
  sessionIds: string[];
  accountDeleted: boolean;
};

/**
 * Erases what an account holds outside its matters: its chats, the contact requests and outbox
 * mail sent to its (confirmed) address, its copies of its data, and its sessions; the consultations booked with that
 * address, once over, keep their payment but no longer the person's name or details. The account
 * itself is deleted, or, when a kept matter still belongs to it, kept with the person's name only
 * (the kept invoices and matters must say whose they are) and nothing that reaches them, and with
 * no way to sign in.
 */
export async function eraseAccount(
  tx: DbOrTx,
  user: { id: string; email: string; emailVerified: boolean },
  keepsMatters: boolean,
): Promise<AccountOutcome> {
  const conversations = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.userId, user.id))
    .for('update');
  const conversationIds = conversations.map((row) => row.id);
  if (conversationIds.length > 0) {
    await tx.delete(chatMessages).where(inArray(chatMessages.conversationId, conversationIds));
    await tx.delete(chatConversations).where(inArray(chatConversations.id, conversationIds));
  }
  const address = user.email.toLowerCase();
  let contacts = 0;
  let booked = 0;
  if (user.emailVerified) {
    contacts = (
      await tx
        .delete(contactRequests)
        .where(eq(sql`lower(${contactRequests.email})`, address))
        .returning({ id: contactRequests.id })
    ).length;
    booked = (
      await tx
        .update(bookings)
        .set({
          clientName: ERASED_NAME,
          clientEmail: erasedEmail(user.id),
          clientPhone: null,
          clientIp: null,
          description: null,
          cancelReason: null,
        })
        // A consultation still to come (or still being paid) is a service not yet given: it
        // keeps the details the firm needs to give it, until it is over.
        .where(
          and(
            eq(sql`lower(${bookings.clientEmail})`, address),
            lt(bookings.endAt, sql`now()`),
            ne(bookings.status, 'pending_payment'),
          ),
        )
        .returning({ id: bookings.id })
    ).length;
  }
  // Mail already handed over or given up on; mail still waiting goes out as it is.
  await tx
    .delete(emailOutbox)
    .where(and(eq(sql`lower(${emailOutbox.to})`, address), ne(emailOutbox.status, 'pending')));
  // A copy of the data made before must not outlive it: its link stops, the sweep removes its file.
  await tx
    .update(dataExports)
    .set({ status: 'expired', linkHash: null })
    .where(
      and(
        eq(dataExports.userId, user.id),
        inArray(dataExports.status, ['building', 'ready', 'downloading']),
      ),
    );
  // The sign-in history, and any sign-in or reset link still waiting to be used.
  await tx
    .delete(auditLog)
    .where(
      and(
        eq(auditLog.action, 'user.sign_in'),
        eq(auditLog.subjectType, 'user'),
        eq(auditLog.subjectId, user.id),
      ),
    );
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.value, user.id),
        sql`position(${`"${address}"`} in lower(${verifications.value})) > 0`,
      ),
    );
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, user.id))
    .returning({ id: sessions.id });
  if (keepsMatters) {
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx
      .update(profiles)
      .set({ phone: null, teamMemberId: null })
      .where(eq(profiles.userId, user.id));
    await tx
      .update(users)
      .set({
        email: erasedEmail(user.id),
        emailVerified: false,
        image: null,
        nameChosen: false,
        twoFactorEnabled: false,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
  } else await tx.delete(users).where(eq(users.id, user.id));
  return {
    chats: conversationIds.length,
    contactRequests: contacts,
    bookingsAnonymised: booked,
    sessionIds: ended.map((row) => row.id),
    accountDeleted: !keepsMatters,
  };
}
