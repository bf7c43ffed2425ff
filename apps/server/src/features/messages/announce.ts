import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageRow, ThreadWithMatter } from './mappers';
import { notifyOfMessage } from './notifications';
import { publishThreadChange } from './publish';

/** After a message has committed: live to both sides, then (throttled) a mail to the other side. */
export async function announceMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  row: ThreadWithMatter,
  message: MessageRow,
) {
  const thread = { id: row.thread.id, clientId: row.clientId };
  await publishThreadChange(app.deps.realtime, thread, { kind: 'message', messageId: message.id });
  await notifyOfMessage(
    {
      db: app.deps.db,
      mailer: app.deps.mailer,
      log: request.log,
      publicUrl: app.deps.config.publicUrl,
    },
    row,
    message.senderType,
  );
}
