import { z } from '../zod';
import { msg } from '../i18n/message';
import { emailSchema } from './auth';
import type { ClientEvent } from './client-topic';

export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const CHAT_NAME_MAX_LENGTH = 100;

/** POST /api/chat/conversations: a signed-in client sends `{}`; a visitor gives name and e-mail. */
export const startConversationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, msg('validation:name.required'))
    .max(CHAT_NAME_MAX_LENGTH, msg('validation:chat.nameTooLong', { max: CHAT_NAME_MAX_LENGTH }))
    .optional(),
  email: emailSchema.optional(),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const chatMessageSchema = z.object({
  content: z
    .string({ error: msg('validation:chat.messageRequired') })
    .trim()
    .min(1, msg('validation:chat.messageRequired'))
    .max(
      CHAT_MESSAGE_MAX_LENGTH,
      msg('validation:chat.messageTooLong', { max: CHAT_MESSAGE_MAX_LENGTH }),
    ),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

export const conversationIdParams = z.object({
  id: z.uuid(msg('validation:chat.conversation')),
});

/** How many messages one request returns at most: a long conversation loads a page at a time. */
export const CHAT_MESSAGES_PAGE_SIZE = 50;

const seqParameter = z.coerce
  .number({ error: msg('validation:chat.after') })
  .int(msg('validation:chat.after'))
  .min(0, msg('validation:chat.after'));

/**
 * `after`: the highest `seq` the caller already has; the next messages after it, oldest first
 * (a reconnecting browser asks again while it gets a full page). Without it, the newest messages,
 * or with `before` (the lowest `seq` the caller has) the ones just before that; oldest first.
 */
export const messagesQuerySchema = z.object({
  after: seqParameter.optional(),
  before: seqParameter.optional(),
  limit: z.coerce
    .number({ error: msg('validation:chat.limit', { max: CHAT_MESSAGES_PAGE_SIZE }) })
    .int(msg('validation:chat.limit', { max: CHAT_MESSAGES_PAGE_SIZE }))
    .min(1, msg('validation:chat.limit', { max: CHAT_MESSAGES_PAGE_SIZE }))
    .max(CHAT_MESSAGES_PAGE_SIZE, msg('validation:chat.limit', { max: CHAT_MESSAGES_PAGE_SIZE }))
    .default(CHAT_MESSAGES_PAGE_SIZE),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const conversationStatusSchema = z.enum(['active', 'archived'], {
  error: msg('validation:chat.status'),
});
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

/** How long a conversation the firm deleted can be restored before the retention job removes it. */
export const DELETED_CONVERSATION_DAYS = 30;

/** The conversation center's views: its active and archived lists, and the Deleted view. */
export const conversationViewSchema = z.enum(['active', 'archived', 'deleted'], {
  error: msg('validation:chat.status'),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

export const adminConversationsQuerySchema = z.object({
  status: conversationViewSchema.default('active'),
  search: z
    .string()
    .trim()
    .max(200, msg('validation:chat.searchTooLong', { max: 200 }))
    .default(''),
});

export const updateConversationSchema = z.object({ status: conversationStatusSchema });

export type ChatSenderType = 'visitor' | 'client' | 'admin';

export type ChatMessage = {
  id: string;
  seq: number;
  conversationId: string;
  content: string;
  senderType: ChatSenderType;
  senderName: string;
  /** The team card (an id of the site's team) of the administrator who replied, or null. */
  senderTeamMemberId: string | null;
  createdAt: string;
};

export type ChatConversation = {
  id: string;
  userName: string;
  userEmail: string | null;
  status: ConversationStatus;
  createdAt: string;
  updatedAt: string;
};

/** One row of the admin conversation list. */
export type AdminConversation = ChatConversation & {
  isAnonymous: boolean;
  /** When the firm deleted it (restorable for DELETED_CONVERSATION_DAYS days), else null. */
  deletedAt: string | null;
  unreadCount: number;
  lastMessage: string | null;
};

/** Realtime topics: one per conversation, and the admins' conversation list. */
export const ADMIN_CONVERSATIONS_TOPIC = 'admin:conversations';
export const conversationTopic = (id: string) => `conversation:${id}`;

/** Events on a topic. */
export type ChatEvent =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'conversation'; conversationId: string; status: ConversationStatus | 'deleted' };

/** Events on any topic: a conversation's, or a client's portal (client-topic.ts). */
export type RealtimeEvent = ChatEvent | ClientEvent;

/** A topic is `<family>:<id>`; the longest the server has is well under this. */
export const REALTIME_TOPIC_MAX_LENGTH = 200;
const realtimeTopicSchema = z.string().min(1).max(REALTIME_TOPIC_MAX_LENGTH);

/**
 * Frames the browser sends on /api/realtime: the server reads a frame only through this schema
 * (a frame is whatever a visitor typed into a socket), and the browser builds its frames to it.
 */
export const realtimeClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: realtimeTopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: realtimeTopicSchema }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrameSchema>;

/** Frames the server sends on /api/realtime; `Event` is what the topic's family carries. */
export type RealtimeServerFrame<Event = ChatEvent> =
  | { type: 'subscribed'; topic: string }
  /** Events may have been lost on the server's side: fetch what is missing, as after a reconnect. */
  | { type: 'resync'; topic: string }
  | { type: 'error'; topic?: string; code: string; message: string }
  | { type: 'event'; topic: string; event: Event };
