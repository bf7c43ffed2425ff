import { defaultLanguage, languages, localizePath } from '@lexbridge/shared/i18n/languages';
import { translator } from '../../platform/i18n/translator';
import { profileLanguage } from '../account';
import { getFirmSettings, notificationAddress } from '../settings';
import type { ConversationRow, MessageRow } from './mappers';
import type { ServiceDeps } from '../../platform/deps';

type MailDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>;

/**
 * Tells the firm about a visitor's or client's message, at its notification address, in the
 * firm's own (default) language. Only an anonymous quick chat, whose visitor was told it is not
 * encrypted, is quoted; a signed-in client's secure chat is confidential, so its mail only says
 * that a message arrived and links to the conversation center, as portal message mails do. Called only when the send claimed the conversation's mail slot
 * (appendMessage's `firmMailDue`: at most once per chat e-mail interval, settings, 10 minutes by
 * default), so a message that is not mailed costs no query here. A failed mail is logged, never
 * shown to the person chatting.
 */
export async function mailFirmOfMessage(
  deps: MailDeps,
  conversation: Pick<ConversationRow, 'id' | 'userId' | 'userName' | 'userEmail'>,
  content: string,
) {
  try {
    const settings = await getFirmSettings(deps.db);
    const t = translator(defaultLanguage);
    const { userName, userEmail } = conversation;
    const from = userEmail ? `${userName} <${userEmail}>` : userName;
    const secure = conversation.userId !== null;
    await deps.mailer.send({
      to: notificationAddress(settings, deps.mailer.branding(defaultLanguage).contactEmail),
      language: defaultLanguage,
      subject: t(secure ? 'emails:chat.firmSecureSubject' : 'emails:chat.firmSubject', {
        name: userName,
      }),
      text: [
        ...(secure
          ? [t('emails:chat.firmSecureWrote', { from })]
          : [t('emails:chat.firmWrote', { from }), '', content]),
        '',
        t('emails:chat.firmReplyAt', { url: `${deps.publicUrl}/admin/messages` }),
        t('emails:chat.firmQuiet', { count: settings.chatMailThrottleMinutes }),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error(
      { err: error, conversationId: conversation.id },
      'chat notification to the firm failed',
    );
  }
}

/**
 * Tells the visitor or client that the firm replied, when the conversation has an address: in a
 * client's profile language, or in the language a visitor chatted in when the chat started. A
 * visitor's quick chat has no sign-in to read it behind, so the reply is quoted; a signed-in
 * client's secure chat is not: the mail says a reply arrived and links to the site, where the
 * chat shows it after sign-in. The mail names whoever the reply is signed by; a reply signed with
 * the firm's own name is said to come from the firm.
 */
export async function mailReply(
  deps: MailDeps,
  conversation: Pick<ConversationRow, 'id' | 'userId' | 'userName' | 'userEmail' | 'language'>,
  reply: Pick<MessageRow, 'content' | 'senderName'>,
) {
  if (!conversation.userEmail) return;
  try {
    const language = conversation.userId
      ? await profileLanguage(deps.db, conversation.userId)
      : conversation.language;
    const t = translator(language);
    const lawyer = reply.senderName;
    // A reply signed with the firm's name (in either language) comes from the firm, not a person.
    const byFirm = languages.some((each) => deps.mailer.branding(each).name === lawyer);
    const names = { lawyer, firm: deps.mailer.branding(language).name };
    const url = `${deps.publicUrl}${localizePath('/', language)}`;
    const secure = conversation.userId !== null;
    await deps.mailer.send({
      to: conversation.userEmail,
      language,
      subject: t(byFirm ? 'emails:chat.replySubjectFirm' : 'emails:chat.replySubject', names),
      text: [
        t('emails:chat.greeting', { name: conversation.userName }),
        '',
        ...(secure
          ? [
              t(
                byFirm ? 'emails:chat.replySecureIntroFirm' : 'emails:chat.replySecureIntro',
                names,
              ),
              '',
              url,
            ]
          : [
              t(byFirm ? 'emails:chat.replyIntroFirm' : 'emails:chat.replyIntro', names),
              '',
              reply.content,
              '',
              t('emails:chat.continue', { url }),
            ]),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, conversationId: conversation.id }, 'chat reply e-mail failed');
  }
}
