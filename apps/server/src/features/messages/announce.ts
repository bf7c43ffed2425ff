import type { ServiceDeps } from '../../platform/deps';
import type { MessageRow, ThreadWithMatter } from './mappers';
import { notifyOfMessage } from './notifications';
import { publishThreadChange } from './publish';

/** What announcing a message needs: the live hub, and what mailing the other side needs. */
export type AnnounceDeps = Pick<ServiceDeps, 'db' | 'realtime' | 'mailer' | 'log' | 'publicUrl'>;

/**
 * After a message has committed: live to both sides (unless its send announced it), then
 * (throttled) a mail to the other side.
 */
export async function announceMessage(
  deps: AnnounceDeps,
  row: ThreadWithMatter,
  message: MessageRow,
  /** Sent by appendThreadMessage: its NOTIFYs went with it, and it claimed the mail slot. */
  sent?: { mailDue: boolean },
) {
  const thread = { id: row.thread.id, clientId: row.clientId };
  if (!sent) {
    const notice = { kind: 'message' as const, messageId: message.id };
    await publishThreadChange(deps.realtime, thread, notice);
  }
  await notifyOfMessage(deps, row, message.senderType, sent?.mailDue);
}
