import type { ChatEvent } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { can } from '../../platform/authz/authorize';
import type { Hub, RealtimeIdentity } from '../../platform/realtime/hub';
import { findConversation } from './conversations';
import { toMessage } from './mappers';
import { findMessageWithOwner } from './messages';
import { chatPolicy } from './policy';

export type ChatNotice =
  | { kind: 'message'; messageId: string }
  | { kind: 'conversation'; conversationId: string; status: 'active' | 'archived' | 'deleted' };

const isAdmin = (identity: RealtimeIdentity) => can(identity, chatPolicy.manage, null);

type Loaded = Awaited<ReturnType<typeof findMessageWithOwner>>;
const expecting = new WeakMap<Hub, (id: string, pending: Promise<Loaded>) => void>();

/**
 * Tells this instance's delivery that the message `id` is being sent here and will be `pending`
 * (null if the send fails): its notice is then delivered from the sender's own result, with no
 * read of the database. Other instances read the message once from the database.
 */
export function expectChatMessage(hub: Hub, id: string, pending: Promise<Loaded>) {
  expecting.get(hub)?.(id, pending);
}

/**
 * Two topic families: `conversation:<id>` (its owner and admins) and `admin:conversations` (the
 * admins' list). A message notice is read once per instance even when both topics want it.
 */
export function registerChatTopics(hub: Hub, db: Db) {
  const recent = new Map<string, Promise<Loaded>>();
  const remember = (id: string, pending: Promise<Loaded>) => {
    recent.set(id, pending);
    setTimeout(() => recent.delete(id), 2000).unref();
    return pending;
  };
  expecting.set(hub, remember);
  const loadMessage = (id: string) => recent.get(id) ?? remember(id, findMessageWithOwner(db, id));

  async function resolve(
    notice: ChatNotice,
    audience: (identity: RealtimeIdentity, owner: Owner) => boolean,
  ) {
    if (notice.kind === 'message') {
      const row = await loadMessage(notice.messageId);
      if (!row) return null;
      const event: ChatEvent = { kind: 'message', message: toMessage(row.message) };
      return { event, audience: (identity: RealtimeIdentity) => audience(identity, row) };
    }
    const event: ChatEvent = notice;
    if (notice.status === 'deleted') {
      // The row is gone; only sockets that were allowed to subscribe are on this topic.
      return { event, audience: () => true };
    }
    const conversation = await findConversation(db, notice.conversationId);
    if (!conversation) return null;
    return { event, audience: (identity: RealtimeIdentity) => audience(identity, conversation) };
  }

  type Owner = { userId: string | null; visitorTokenHash: string | null; deletedAt: Date | null };
  const ownerOrAdmin = (identity: RealtimeIdentity, owner: Owner) =>
    can(identity, chatPolicy.follow, owner);

  hub.registerTopic('conversation', {
    async authorize(identity, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const conversation = await findConversation(db, id);
      return conversation !== null && ownerOrAdmin(identity, conversation);
    },
    resolve: (_id, notice) => resolve(notice as ChatNotice, ownerOrAdmin),
  });

  hub.registerTopic('admin', {
    authorize: async (identity, id) => id === 'conversations' && isAdmin(identity),
    resolve: (_id, notice) => resolve(notice as ChatNotice, isAdmin),
  });
}
