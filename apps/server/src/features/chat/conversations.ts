import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { badRequest, notFound } from '../../platform/errors';
import { recordAudit, type AuditActor } from '../security';
import type { ConversationRow } from './mappers';
import { msg } from '@lexbridge/shared/i18n/message';

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** A signed-in client resumes their latest active conversation (not one the firm deleted), or starts one. */
export async function resumeOrStartClientConversation(
  db: Db,
  user: { id: string; email: string; language: Language },
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [latest] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, user.id),
        eq(chatConversations.status, 'active'),
        isNull(chatConversations.deletedAt),
      ),
    )
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  if (latest) return { conversation: latest, created: false };
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      userId: user.id,
      userName: clientDisplayName(user.email),
      userEmail: user.email,
      language: user.language,
    })
    .returning();
  return { conversation: conversation!, created: true };
}

export async function startAnonymousConversation(
  db: Db,
  input: { name?: string; email?: string; visitorTokenHash: string; language: Language },
) {
  if (!input.name || !input.email) throw badRequest(msg('errors:chat.nameAndEmail'));
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      userName: input.name,
      userEmail: input.email,
      visitorTokenHash: input.visitorTokenHash,
      language: input.language,
    })
    .returning();
  return conversation!;
}

/** A client's chat name is the part of the e-mail before the @. */
export const clientDisplayName = (email: string) => email.split('@')[0] || 'Client';

export async function setConversationStatus(db: Db, id: string, status: 'active' | 'archived') {
  const [row] = await db
    .update(chatConversations)
    .set({ status })
    .where(eq(chatConversations.id, id))
    .returning();
  if (!row) throw notFound(msg('errors:chat.conversationGone'));
  return row;
}

/**
 * Moves a conversation to the Deleted view (`deleted: true`) or restores it from there to the list
 * of its status, with its audit entry in the same transaction (who, and whose conversation).
 * Moving one that is already there, or restoring one that is not, answers 404 as for a
 * conversation that is gone: two administrators acting at once cannot both succeed.
 */
export async function setConversationDeleted(
  db: Db,
  id: string,
  deleted: boolean,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatConversations)
      .set({ deletedAt: deleted ? new Date() : null })
      .where(
        and(
          eq(chatConversations.id, id),
          deleted ? isNull(chatConversations.deletedAt) : isNotNull(chatConversations.deletedAt),
        ),
      )
      .returning();
    if (!row) throw notFound(msg('errors:chat.conversationGone'));
    await recordAudit(tx, {
      ...actor,
      action: deleted ? 'conversation.soft_delete' : 'conversation.restore',
      subjectType: 'conversation',
      subjectId: row.id,
      details: { name: row.userName },
    });
    return row;
  });
}

/**
 * Permanent: the messages first, then the conversation, in one transaction with its audit entry
 * (who deleted whose conversation, and how many messages; never what they said).
 */
export async function deleteConversation(db: Db, id: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const messages = await tx
      .delete(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .returning({ id: chatMessages.id });
    const [deleted] = await tx
      .delete(chatConversations)
      .where(eq(chatConversations.id, id))
      .returning({ id: chatConversations.id, userName: chatConversations.userName });
    if (!deleted) throw notFound(msg('errors:chat.conversationGone'));
    await recordAudit(tx, {
      ...actor,
      action: 'conversation.delete',
      subjectType: 'conversation',
      subjectId: deleted.id,
      details: { name: deleted.userName, messages: messages.length },
    });
  });
}
