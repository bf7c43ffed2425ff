import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import type { Db } from '../../db/client';
import { chatConversations } from '../../db/schema/index';
import type { Mailer } from '../../platform/mailer/mailer';
import type { ConversationRow } from './mappers';

export const FIRM_NOTIFICATION_INTERVAL_MINUTES = 10;

type MailDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/**
 * Tells the firm about a visitor's or client's message, at most once per conversation per 10
 * minutes: the conditional update claims the slot, so two instances never both send. A failed
 * mail is logged, never shown to the person chatting.
 */
export async function notifyFirmOfMessage(deps: MailDeps, conversationId: string, content: string) {
  try {
    const [claimed] = await deps.db
      .update(chatConversations)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          eq(chatConversations.id, conversationId),
          or(
            isNull(chatConversations.notifiedAt),
            lt(
              chatConversations.notifiedAt,
              sql`now() - make_interval(mins => ${FIRM_NOTIFICATION_INTERVAL_MINUTES})`,
            ),
          ),
        ),
      )
      .returning();
    if (!claimed) return;
    const from = claimed.userEmail
      ? `${claimed.userName} <${claimed.userEmail}>`
      : claimed.userName;
    await deps.mailer.send({
      to: firm.contactEmail,
      subject: `New chat message from ${claimed.userName}`,
      text: [
        `${from} wrote in the website chat:`,
        '',
        content,
        '',
        `Reply in the conversation center: ${deps.publicUrl}/admin/messages`,
        `(Further messages in this conversation within ${FIRM_NOTIFICATION_INTERVAL_MINUTES} minutes are not mailed.)`,
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, conversationId }, 'chat notification to the firm failed');
  }
}

/** Sends the admin's reply to the visitor or client, when the conversation has an address. */
export async function mailReply(deps: MailDeps, conversation: ConversationRow, content: string) {
  if (!conversation.userEmail) return;
  try {
    await deps.mailer.send({
      to: conversation.userEmail,
      subject: `${firm.name}: ${firm.lawyerName} replied to your message`,
      text: [
        `Dear ${conversation.userName},`,
        '',
        `${firm.lawyerName} replied to your chat with ${firm.name}:`,
        '',
        content,
        '',
        `Continue the conversation at ${deps.publicUrl}/`,
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, conversationId: conversation.id }, 'chat reply e-mail failed');
  }
}
