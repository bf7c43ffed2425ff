import type { ThreadEvent, ThreadMessage } from '@lexbridge/shared/schemas/messages';

/**
 * Adds messages not seen yet and updates known ones (by id), in `seq` order. A read mark is never
 * taken back: an answer fetched before the message was read does not clear a mark that arrived live.
 */
export function mergeThreadMessages(
  current: ThreadMessage[],
  incoming: ThreadMessage[],
): ThreadMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, { ...message, readAt: message.readAt ?? known?.readAt ?? null });
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The other side read every message of `side` up to `upToSeq`. */
export function applyReadMark(
  current: ThreadMessage[],
  mark: Extract<ThreadEvent, { kind: 'read' }>,
): ThreadMessage[] {
  return current.map((message) =>
    message.senderType === mark.side && message.seq <= mark.upToSeq && !message.readAt
      ? { ...message, readAt: mark.readAt }
      : message,
  );
}

/** Where a catch-up starts: after the newest message, plus the read marks of unread ones. */
export function catchUpFrom(messages: ThreadMessage[]) {
  const unread = messages.filter((message) => !message.readAt);
  return {
    after: messages.at(-1)?.seq ?? 0,
    unreadFrom: unread.length > 0 ? Math.min(...unread.map((message) => message.seq)) : undefined,
  };
}
