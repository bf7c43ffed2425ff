import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import type { MessageSenderType } from '@lexbridge/shared/schemas/messages';
import { translator } from '../../platform/i18n/translator';
import { claimMailSlot } from '../../platform/mailer/throttle';
import { profileLanguage } from '../account';
import { getFirmSettings, notificationAddress } from '../settings';
import type { ThreadWithMatter } from './mappers';
import type { ServiceDeps } from '../../platform/deps';

export const MESSAGE_MAIL_INTERVAL_MINUTES = 10;

/** The mail slot a message from `from` claims: one per thread and recipient. */
export const mailSlotOf = (row: ThreadWithMatter, from: MessageSenderType) => ({
  key: `messages:${row.thread.id}:${from === 'admin' ? row.clientId : 'firm'}`,
  minutes: MESSAGE_MAIL_INTERVAL_MINUTES,
});

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>;

/**
 * Tells the other side of a thread that a message arrived: the client when the firm wrote (in
 * their profile's language), the firm (its notification address, from settings) when the client
 * did. At most one mail per thread and recipient per 10 minutes. The mail names the client and
 * the matter and links to the thread; the message itself stays behind sign-in. A failed mail is
 * logged: the message has been sent.
 */
export async function notifyOfMessage(
  deps: Deps,
  row: ThreadWithMatter,
  from: MessageSenderType,
  /** The send already claimed the slot (appendThreadMessage): true if it won it. */
  claimed?: boolean,
) {
  const threadId = row.thread.id;
  try {
    const toClient = from === 'admin';
    const slot = mailSlotOf(row, from);
    if (!(claimed ?? (await claimMailSlot(deps.db, slot.key, slot.minutes)))) return;
    const language = toClient ? await profileLanguage(deps.db, row.clientId) : defaultLanguage;
    const t = translator(language);
    // Signed-in pages have one address in every language.
    const link = `${new URL('/messages', deps.publicUrl)}?thread_id=${threadId}`;
    // The firm as its published site names it now, in the mail's language.
    const firm = deps.mailer.branding(language);
    const names = { firm: firm.name, client: row.clientName, matter: row.matterTitle };
    await deps.mailer.send({
      to: toClient
        ? row.clientEmail
        : notificationAddress(
            await getFirmSettings(deps.db),
            deps.mailer.branding(defaultLanguage).contactEmail,
          ),
      language,
      subject: t(toClient ? 'emails:messages.clientSubject' : 'emails:messages.firmSubject', names),
      text: [
        t(toClient ? 'emails:messages.clientBody' : 'emails:messages.firmBody', names),
        '',
        link,
        '',
        t('emails:messages.quiet', { minutes: MESSAGE_MAIL_INTERVAL_MINUTES }),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, threadId }, 'could not send the message notification');
  }
}
