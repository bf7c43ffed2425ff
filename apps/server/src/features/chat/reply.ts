import { firm } from '@lexbridge/shared/firm/firm';
import type { ServiceDeps } from '../../platform/deps';
import { appendMessage } from './messages';
import { mailReply } from './notifications';

/** What a firm reply needs: no more of the app than this. */
export type ReplyDeps = Pick<ServiceDeps, 'db' | 'realtime' | 'mailer' | 'log' | 'publicUrl'>;

/**
 * The firm's reply in a conversation: appended in the lawyer's name (404 for a conversation that
 * is gone), delivered live, and mailed to its owner when the conversation has an address. Returns
 * the message as appended.
 */
export async function appendFirmReply(deps: ReplyDeps, conversationId: string, content: string) {
  const { message, conversation } = await appendMessage(
    deps.db,
    { conversationId, content, senderType: 'admin', senderName: firm.lawyerName },
    { realtime: deps.realtime },
  );
  await mailReply(deps, conversation, message.content);
  return message;
}
