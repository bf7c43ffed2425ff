import type { ChatMessage } from '@lexbridge/shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { conversationsPath, type ChatSide } from './chat-side';

/** The conversation's messages after sequence number `after` (0 for all), oldest first. */
export const getMessages = (side: ChatSide, conversationId: string, after: number) =>
  apiRequest<ChatMessage[]>(`${conversationsPath[side]}/${conversationId}/messages?after=${after}`);
