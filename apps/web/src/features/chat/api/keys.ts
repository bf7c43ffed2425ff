/** Query keys of the chat feature. Messages are not cached here: they arrive live. */
export const chatKeys = {
  all: ['chat'] as const,
  adminConversations: () => [...chatKeys.all, 'admin', 'conversations'] as const,
  adminConversationList: (status: string, search: string) =>
    [...chatKeys.adminConversations(), status, search] as const,
};
