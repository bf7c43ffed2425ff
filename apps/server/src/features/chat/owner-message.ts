import type { ServiceDeps } from '../../platform/deps';
import { clientDisplayName } from './conversations';
import { checkAnonymousMessage } from './limits';
import type { ConversationRow } from './mappers';
import { appendMessage } from './messages';
import { mailFirmOfMessage } from './notifications';

/** What appending a visitor's or client's message needs: no more of the app than this. */
export type OwnerMessageDeps = Pick<
  ServiceDeps,
  'db' | 'realtime' | 'rateLimiter' | 'mailer' | 'log' | 'publicUrl'
>;

/** Who writes: the conversation (already authorized for the asker) and, if signed in, their e-mail. */
export type OwnerMessageAuthor = {
  conversation: Pick<ConversationRow, 'id' | 'userId' | 'userName'>;
  /** The signed-in client's address; a client's messages go under its local part. */
  clientEmail: string | undefined;
  /** The asker's IP address: an anonymous visitor's messages are rate-limited by it too. */
  ip: string;
};

/**
 * A visitor's or client's message in their own conversation: an anonymous visitor is held to the
 * message limits first; the message is appended in one statement (conversation touched, message
 * inserted, live notices sent at commit, and the firm's mail slot claimed), and the firm is mailed
 * when the claim won. Returns the message as appended.
 */
export async function appendOwnerMessage(
  deps: OwnerMessageDeps,
  { conversation, clientEmail, ip }: OwnerMessageAuthor,
  content: string,
) {
  const isClient = conversation.userId !== null;
  if (!isClient) await checkAnonymousMessage(deps.rateLimiter, ip, conversation.id);
  const senderName =
    isClient && clientEmail ? clientDisplayName(clientEmail) : conversation.userName;
  const appended = await appendMessage(
    deps.db,
    {
      conversationId: conversation.id,
      content,
      senderType: isClient ? 'client' : 'visitor',
      senderName,
    },
    { claimFirmMail: true, realtime: deps.realtime },
  );
  if (appended.firmMailDue) {
    await mailFirmOfMessage(deps, appended.conversation, appended.message.content);
  }
  return appended.message;
}
