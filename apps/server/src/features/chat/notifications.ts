import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import { defaultLanguage, localizePath } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { chatConversations } from '../../db/schema/index';
import { translator } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mailer/mailer';
import { profileLanguage } from '../auth/admin-accounts';
import {
  chatMailThrottleMinutesSql,
  getFirmSettings,
  notificationAddress,
} from '../settings/service';
import type { ConversationRow } from './mappers';

type MailDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

/**
 * Tells the firm about a visitor's or client's message, at most once per conversation per chat
 * e-mail interval (settings, 10 minutes by default), at the notification address: the conditional
 * update claims the slot, so two instances never both send; it reads the interval itself, so a
 * message that is not mailed costs no extra query. A failed mail is logged, never shown to the
 * person chatting. The firm reads it in its own (default) language.
 */
export async function notifyFirmOfMessage(deps: MailDeps, conversationId: string, content: string) {
  try {
    const minutes = chatMailThrottleMinutesSql();
    const [claimed] = await deps.db
      .update(chatConversations)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          eq(chatConversations.id, conversationId),
          or(
            isNull(chatConversations.notifiedAt),
            lt(chatConversations.notifiedAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        ),
      )
      .returning();
    if (!claimed) return;
    const settings = await getFirmSettings(deps.db);
    const t = translator(defaultLanguage);
    const from = claimed.userEmail
      ? `${claimed.userName} <${claimed.userEmail}>`
      : claimed.userName;
    await deps.mailer.send({
      to: notificationAddress(settings),
      subject: t('emails:chat.firmSubject', { name: claimed.userName }),
      text: [
        t('emails:chat.firmWrote', { from }),
        '',
        content,
        '',
        t('emails:chat.firmReplyAt', { url: `${deps.publicUrl}/admin/messages` }),
        t('emails:chat.firmQuiet', { count: settings.chatMailThrottleMinutes }),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, conversationId }, 'chat notification to the firm failed');
  }
}

/**
 * Sends the admin's reply to the visitor or client, when the conversation has an address: in a
 * client's profile language, or in the language a visitor chatted in when the chat started.
 */
export async function mailReply(deps: MailDeps, conversation: ConversationRow, content: string) {
  if (!conversation.userEmail) return;
  try {
    const language = conversation.userId
      ? await profileLanguage(deps.db, conversation.userId)
      : conversation.language;
    const t = translator(language);
    const lawyer = t('firm:identity.lawyerName');
    await deps.mailer.send({
      to: conversation.userEmail,
      subject: t('emails:chat.replySubject', { firm: firm.name, lawyer }),
      text: [
        t('emails:chat.greeting', { name: conversation.userName }),
        '',
        t('emails:chat.replyIntro', { lawyer, firm: firm.name }),
        '',
        content,
        '',
        t('emails:chat.continue', { url: `${deps.publicUrl}${localizePath('/', language)}` }),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, conversationId: conversation.id }, 'chat reply e-mail failed');
  }
}
