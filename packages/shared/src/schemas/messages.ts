import { z } from '../zod';
import { msg } from '../i18n/message';
import { MATTER_TITLE_MAX } from './matters';
import { pagingQuery } from './paging';

/**
 * Secure messages: threads on a matter between its client and the firm. Plain text only, shown as
 * text (links made clickable), never as HTML.
 */
export const MESSAGE_MAX_LENGTH = 10_000;

const content = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MESSAGE_MAX_LENGTH, msg('validation:messages.tooLong', { max: MESSAGE_MAX_LENGTH }));

/** POST /api/messages/threads/:id/messages. */
export const sendMessageSchema = z.object({
  content: content(msg('validation:messages.required')),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

const initialMessage = content(msg('validation:messages.initialRequired'));
const matterId = z.uuid(msg('validation:messages.matter'));

/**
 * POST /api/messages/threads, the client's New Conversation: about a new matter (its title), one of
 * their matters, or a general question (their General Consultation matter, made when first needed).
 */
export const startThreadSchema = z.discriminatedUnion(
  'about',
  [
    z.object({
      about: z.literal('new-matter'),
      matterTitle: z
        .string({ error: msg('validation:messages.matterTitleRequired') })
        .trim()
        .min(1, msg('validation:messages.matterTitleRequired'))
        .max(MATTER_TITLE_MAX, msg('validation:matter.titleTooLong', { max: MATTER_TITLE_MAX })),
      content: initialMessage,
    }),
    z.object({ about: z.literal('existing-matter'), matterId, content: initialMessage }),
    z.object({ about: z.literal('general'), content: initialMessage }),
  ],
  { error: msg('validation:messages.about') },
);
export type StartThreadInput = z.infer<typeof startThreadSchema>;
export type ThreadTopicChoice = StartThreadInput['about'];

/** POST /api/admin/messages/threads: the firm starts a thread on any matter. */
export const adminStartThreadSchema = z.object({ matterId, content: initialMessage });
export type AdminStartThreadInput = z.infer<typeof adminStartThreadSchema>;

/** GET /api/messages/threads: search over thread and matter titles and message text. */
export const threadListQuerySchema = pagingQuery;
export type ThreadListQuery = z.input<typeof threadListQuerySchema>;

/** GET /api/admin/messages/threads: every client's, narrowed by client and matter. */
export const adminThreadListQuerySchema = pagingQuery.extend({
  clientId: z.string().trim().min(1).max(100, msg('validation:id.invalid')).optional(),
  matterId: z.uuid(msg('validation:id.invalid')).optional(),
});
export type AdminThreadListQuery = z.input<typeof adminThreadListQuerySchema>;

export const threadIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });

const seq = z.coerce
  .number({ error: msg('validation:chat.after') })
  .int(msg('validation:chat.after'))
  .min(0, msg('validation:chat.after'));

/**
 * GET /api/messages/threads/:id/messages: the messages after `after` (a `seq`), and, when
 * `unreadFrom` is given, those from that `seq` on that have been read since, so a browser
 * catching up after a reconnect gets the read marks it missed as well.
 */
export const threadMessagesQuerySchema = z.object({
  after: seq.default(0),
  unreadFrom: seq.optional(),
});

export type MessageSenderType = 'client' | 'admin';

export type ThreadMessage = {
  id: string;
  /** Orders a thread's messages; a reconnecting browser asks for those after the last it has. */
  seq: number;
  threadId: string;
  senderName: string;
  /** The team card (an id of the site's team) of the administrator who replied, or null. */
  senderTeamMemberId: string | null;
  senderType: MessageSenderType;
  content: string;
  createdAt: string;
  /** When the other side first read it; null while unread. */
  readAt: string | null;
};

export type MessageThread = {
  id: string;
  title: string;
  matterId: string;
  matterTitle: string;
  clientId: string;
  clientName: string;
  createdAt: string;
  lastMessageAt: string;
  /** Messages from the other side that the viewer's side has not read. */
  unreadCount: number;
};

export type ThreadList = {
  threads: MessageThread[];
  page: number;
  pageSize: number;
  total: number;
};

/** What a thread's topic carries: a new message, or the other side having read messages. */
export type ThreadEvent =
  | { kind: 'message'; message: ThreadMessage }
  | {
      kind: 'read';
      threadId: string;
      /** Whose messages were read: every one of theirs up to `upToSeq` is read now. */
      side: MessageSenderType;
      upToSeq: number;
      readAt: string;
    };

/** What a thread list's topic carries: this thread changed (new message, read, new thread). */
export type ThreadListEvent = { kind: 'threads'; threadId: string };

export const threadTopic = (id: string) => `thread:${id}`;
/** One client's thread list. */
export const clientThreadsTopic = (userId: string) => `client-threads:${userId}`;
/** The firm's thread list (administrators). */
export const FIRM_THREADS_TOPIC = 'firm-threads:all';
