import type { FastifyBaseLogger } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mailer/mailer';
import type { Hub } from '../../platform/realtime/hub';
import { appendMessage } from './messages';
import { mailReply } from './notifications';

type ReplyDeps = {
  db: Db;
  realtime: Hub;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
};

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
