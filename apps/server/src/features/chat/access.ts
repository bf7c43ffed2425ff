import type { ConversationRow } from './mappers';

/** Who is asking, as the chat sees it: a signed-in user, a visitor token, or both. */
export type ChatAsker = { userId: string | null; visitorTokenHash: string | null };

/**
 * A client's conversation belongs to that account; an anonymous one to the browser holding its
 * visitor token (DEVIATIONS 4). Knowing the id is never enough.
 */
export function ownsConversation(
  asker: ChatAsker,
  conversation: Pick<ConversationRow, 'userId' | 'visitorTokenHash'>,
): boolean {
  if (conversation.userId) return asker.userId === conversation.userId;
  return (
    conversation.visitorTokenHash !== null &&
    asker.visitorTokenHash === conversation.visitorTokenHash
  );
}
