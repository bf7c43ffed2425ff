import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { conversationsPath, type ChatSide } from './chat-side';

export const createMessage = (side: ChatSide, conversationId: string, content: string) =>
  apiRequest<ChatMessage>(`${conversationsPath[side]}/${conversationId}/messages`, {
    method: 'POST',
    body: { content },
  });
