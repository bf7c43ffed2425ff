import type { MessageThread, ThreadMessage } from '@lexbridge/shared/schemas/messages';
import type { messageThreads, threadMessages } from '../../db/schema/index';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof threadMessages.$inferSelect;
/** A thread with what the lists show of its matter and client. */
export type ThreadWithMatter = {
  thread: ThreadRow;
  matterTitle: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
};

export const toThread = (row: ThreadWithMatter, unreadCount: number): MessageThread => ({
  id: row.thread.id,
  title: row.thread.title,
  matterId: row.thread.matterId,
  matterTitle: row.matterTitle,
  clientId: row.clientId,
  clientName: row.clientName,
  createdAt: row.thread.createdAt.toISOString(),
  lastMessageAt: row.thread.lastMessageAt.toISOString(),
  unreadCount,
});

export const toMessage = (row: MessageRow): ThreadMessage => ({
  id: row.id,
  seq: row.seq,
  threadId: row.threadId,
  senderName: row.senderName,
  senderTeamMemberId: row.senderTeamMemberId,
  senderType: row.senderType,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
