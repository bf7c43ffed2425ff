import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Hub } from '../../platform/realtime/hub';
import { appendMessage } from './messages';
import type { NewChatMessage, SentChatMessage } from './send';
import { expectChatMessage } from './topics';

/**
 * Sends a message from a route: its id is chosen first and this instance's live delivery told to
 * expect it, so the NOTIFY (sent by the insert's own statement) is delivered here from the result
 * rather than by reading the message back. The firm's mail slot is claimed for a visitor's or
 * client's message (the caller mails when `firmMailDue`).
 */
export function postChatMessage(
  deps: { db: Db; realtime: Hub },
  input: NewChatMessage,
): Promise<SentChatMessage> {
  const id = randomUUID();
  const claimFirmMail = input.senderType !== 'admin';
  const sending = appendMessage(deps.db, input, { id, claimFirmMail });
  expectChatMessage(
    deps.realtime,
    id,
    sending.then(
      ({ message, conversation }) => ({
        message,
        userId: conversation.userId,
        visitorTokenHash: conversation.visitorTokenHash,
        // The send itself refuses a deleted conversation.
        deletedAt: null,
      }),
      () => null,
    ),
  );
  return sending;
}
