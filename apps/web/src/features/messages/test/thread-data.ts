import type { MessageThread, ThreadMessage } from '@lexbridge/shared/schemas/messages';

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** A thread for tests; `n` makes the id unique. */
export function thread(n: number, changes: Partial<MessageThread> = {}): MessageThread {
  return {
    id: uuid(n),
    title: `Thread ${n}`,
    matterId: uuid(100 + n),
    matterTitle: 'Lease dispute',
    clientId: 'u1',
    clientName: 'Ann Client',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-01T09:00:00.000Z',
    unreadCount: 0,
    ...changes,
  };
}

/** A message of thread `threadId`; `seq` makes the id unique. */
export function message(
  threadId: string,
  seq: number,
  changes: Partial<ThreadMessage> = {},
): ThreadMessage {
  return {
    id: uuid(1000 + seq),
    seq,
    threadId,
    senderName: 'Ann Client',
    senderTeamMemberId: null,
    senderType: 'client',
    content: `Message ${seq}`,
    createdAt: '2026-03-01T09:00:00.000Z',
    readAt: null,
    ...changes,
  };
}

export const threadList = (threads: MessageThread[]) => ({
  status: 200,
  body: { threads, page: 1, pageSize: 20, total: threads.length },
});
