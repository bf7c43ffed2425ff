import { CHAT_MESSAGES_PAGE_SIZE, type ChatMessage } from '@lexbridge/shared/schemas/chat';

/**
 * A conversation's messages as the query cache keeps them, oldest first, and whether there may be
 * earlier ones than the first (unknown until the newest page has come).
 */
export type LoadedMessages = { messages: ChatMessage[]; hasEarlier?: boolean };

/** Adds messages not seen yet (by id) and keeps the list in `seq` order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const known = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.seq - b.seq);
}

/** `incoming` (live, sent, caught up) added to what is known. */
export const withMessages = (
  current: LoadedMessages | undefined,
  incoming: ChatMessage[],
): LoadedMessages => ({ ...current, messages: mergeMessages(current?.messages ?? [], incoming) });

/**
 * The newest page added. Until some messages are known, a full page may have more before it and
 * a shorter one reached the first message; after that, Load earlier decides.
 */
export function withNewestPage(
  current: LoadedMessages | undefined,
  newest: ChatMessage[],
): LoadedMessages {
  const decided = current?.messages.length && current.hasEarlier !== undefined;
  return {
    messages: mergeMessages(current?.messages ?? [], newest),
    hasEarlier: decided ? current.hasEarlier : newest.length >= CHAT_MESSAGES_PAGE_SIZE,
  };
}

/** The page before the first message added; a shorter than full page reached the first one. */
export const withEarlierPage = (
  current: LoadedMessages | undefined,
  earlier: ChatMessage[],
): LoadedMessages => ({
  messages: mergeMessages(current?.messages ?? [], earlier),
  hasEarlier: earlier.length >= CHAT_MESSAGES_PAGE_SIZE,
});
