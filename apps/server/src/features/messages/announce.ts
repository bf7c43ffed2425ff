import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageRow, ThreadWithMatter } from './mappers';
import { notifyOfMessage } from './notifications';
import { publishThreadChange } from './publish';
import { serviceDeps } from '../../platform/deps';

/**
 * After a message has committed: live to both sides (unless its send announced it), then
 * (throttled) a mail to the other side.
 */
export async function announceMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  row: ThreadWithMatter,
  message: MessageRow,
  /** Sent by sendThreadMessage: its NOTIFYs went with it, and it claimed the mail slot. */
  sent?: { mailDue: boolean },
) {
  const thread = { id: row.thread.id, clientId: row.clientId };
  if (!sent) {
    const notice = { kind: 'message' as const, messageId: message.id };
    await publishThreadChange(app.deps.realtime, thread, notice);
  }
  await notifyOfMessage(serviceDeps(app.deps, request.log), row, message.senderType, sent?.mailDue);
}
