import type { ChatEvent } from '@lexbridge/shared/schemas/chat';
import type { Db } from '../../db/client';
import { can } from '../../platform/authz/authorize';
import type { Hub, RealtimeIdentity } from '../../platform/realtime/hub';
import { findConversation } from './conversations';
import { toMessage } from './mappers';
import { heldChatMessage, holdChatMessage } from './live-message';
import { findMessageWithOwner } from './messages';
import { chatPolicy } from './policy';

export type ChatNotice =
  | { kind: 'message'; messageId: string }
  | { kind: 'conversation'; conversationId: string; status: 'active' | 'archived' | 'deleted' };

const isAdmin = (identity: RealtimeIdentity) => can(identity, chatPolicy.manage, null);

/**
 * Two topic families: `conversation:<id>` (its owner and admins) and `admin:conversations` (the
 * admins' list). A message notice is read once per instance even when both topics want it.
 */
export function registerChatTopics(hub: Hub, db: Db) {
  const loadMessage = (id: string) =>
    heldChatMessage(hub, id) ?? holdChatMessage(hub, id, findMessageWithOwner(db, id));

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
