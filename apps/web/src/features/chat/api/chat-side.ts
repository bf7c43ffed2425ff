/** The visitor's and the firm's side of a chat use the same shapes under different paths. */
export type ChatSide = 'visitor' | 'admin';

export const conversationsPath: Record<ChatSide, string> = {
  visitor: '/api/chat/conversations',
  admin: '/api/admin/chat/conversations',
};
