import type { Hub } from '../../platform/realtime/hub';
import type { AppendedChatMessage } from './append';
import type { MessageRow } from './mappers';

/** A message as its live delivery needs it: with its conversation's owner, to decide who gets it. */
export type LiveMessage = {
  message: MessageRow;
  userId: string | null;
  visitorTokenHash: string | null;
  deletedAt: Date | null;
};

const heldKey = (id: string) => `chat-message:${id}`;

/**
 * Tells this instance's delivery that the message `id` is being appended here and will be
 * `appending`'s result (none if the append fails): its notice is then delivered from that result,
 * with no read of the database. Other instances read the message once from the database.
 */
export function expectChatMessage(hub: Hub, id: string, appending: Promise<AppendedChatMessage>) {
  const live = appending.then(
    ({ message, conversation }): LiveMessage => ({
      message,
      userId: conversation.userId,
      visitorTokenHash: conversation.visitorTokenHash,
      // The append itself refuses a deleted conversation.
      deletedAt: null,
    }),
    () => null,
  );
  hub.hold(heldKey(id), live);
}

/** The message `id` as this instance holds it (expected, or read once already), if it does. */
export const heldChatMessage = (hub: Hub, id: string) => hub.held<LiveMessage | null>(heldKey(id));

/** Keeps a message read from the database, so both of its topics use the one read. */
export const holdChatMessage = (hub: Hub, id: string, loading: Promise<LiveMessage | null>) =>
  hub.hold(heldKey(id), loading) as Promise<LiveMessage | null>;
