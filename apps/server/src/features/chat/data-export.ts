import { asc, eq, inArray } from 'drizzle-orm';
import type { ChatConversation, ChatMessage } from '@lexbridge/shared/schemas/chat';
import type { DbOrTx } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema/index';
import { toConversation, toMessage } from './mappers';

/**
 * Every chat conversation a client had while signed in, with its messages (the firm's replies
 * too). An anonymous visitor's chats belong to a browser, not to an account, and are not in it.
 */
export async function clientChatsForExport(
  db: DbOrTx,
  userId: string,
): Promise<(ChatConversation & { messages: ChatMessage[] })[]> {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(asc(chatConversations.createdAt), asc(chatConversations.id));
  const ids = conversations.map((conversation) => conversation.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, ids))
          .orderBy(asc(chatMessages.seq));
  return conversations.map((conversation) => ({
    ...toConversation(conversation),
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map(toMessage),
  }));
}
