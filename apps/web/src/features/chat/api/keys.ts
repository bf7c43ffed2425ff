import type { ChatSide } from './chat-side';

/** Query keys of the chat feature. A conversation's messages are kept current from its topic. */
export const chatKeys = {
  all: ['chat'] as const,
  adminConversations: () => [...chatKeys.all, 'admin', 'conversations'] as const,
  adminConversationList: (status: string, search: string) =>
    [...chatKeys.adminConversations(), status, search] as const,
  messages: (side: ChatSide, conversationId: string) =>
    [...chatKeys.all, side, 'messages', conversationId] as const,
};
