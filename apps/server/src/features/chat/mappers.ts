import type {
  AdminConversation,
  ChatConversation,
  ChatMessage,
} from '@lexbridge/shared/schemas/chat';
import type { chatConversations, chatMessages } from '../../db/schema/index';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const toConversation = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  userName: row.userName,
  userEmail: row.userEmail,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminConversation = (
  row: ConversationRow,
  extra: { unreadCount: number; lastMessage: string | null },
): AdminConversation => ({
  ...toConversation(row),
  isAnonymous: row.userId === null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  ...extra,
});

export const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  conversationId: row.conversationId,
  content: row.content,
  senderType: row.senderType,
  senderName: row.senderName,
  senderTeamMemberId: row.senderTeamMemberId,
  createdAt: row.createdAt.toISOString(),
});
