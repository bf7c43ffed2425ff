import type { ServiceDeps } from '../../platform/deps';
import { appendMessage } from './messages';
import { mailReply } from './notifications';

/** What a firm reply needs: no more of the app than this. */
export type ReplyDeps = Pick<ServiceDeps, 'db' | 'realtime' | 'mailer' | 'log' | 'publicUrl'>;

/**
 * The firm's reply in a conversation, signed `authorName` (the answering administrator's display
 * name, or the firm's while they have none): appended (404 for a conversation that is gone),
 * delivered live, and mailed to its owner when the conversation has an address. The name is
 * stored with the message, as it was when sent: a later rename does not rewrite what the client
 * was told, and the live frame and every later read carry the same name. Returns the message as
 * appended.
 */
export async function appendFirmReply(
  deps: ReplyDeps,
  conversationId: string,
  content: string,
  author: { name: string; teamMemberId: string | null },
) {
  const { message, conversation } = await appendMessage(
    deps.db,
    {
      conversationId,
      content,
      senderType: 'admin',
      senderName: author.name,
      senderTeamMemberId: author.teamMemberId,
    },
    { realtime: deps.realtime },
  );
  await mailReply(deps, conversation, message);
  return message;
}
