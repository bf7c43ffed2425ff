import type { ThreadEvent } from '@lexbridge/shared/schemas/messages';
import type { Db } from '../../db/client';
import { can } from '../../platform/authz/authorize';
import type { Hub, RealtimeIdentity } from '../../platform/realtime/hub';
import { toMessage } from './mappers';
import { findMessage } from './messages';
import { messagePolicy } from './policy';
import { findThread } from './threads';

export type ThreadNotice =
  { kind: 'message'; messageId: string } | Extract<ThreadEvent, { kind: 'read' }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isAdmin = (identity: RealtimeIdentity) => can(identity, messagePolicy.manage, null);

/**
 * Three topic families: `thread:<id>` (its messages and read marks: the matter's client and the
 * firm), `client-threads:<userId>` (that client's list) and `firm-threads:all` (the firm's list).
 * Every subscribe is authorised, and every event again per socket: a thread whose matter moved to
 * another client stops reaching the first one at once.
 */
export function registerMessageTopics(hub: Hub, db: Db) {
  hub.registerTopic('thread', {
    async authorize(identity, id) {
      if (!UUID.test(id)) return false;
      const thread = await findThread(db, id);
      return thread !== undefined && can(identity, messagePolicy.participate, thread);
    },
    async resolve(id, notice) {
      const thread = await findThread(db, id);
      if (!thread) return null;
      const audience = (identity: RealtimeIdentity) =>
        can(identity, messagePolicy.participate, thread);
      const change = notice as ThreadNotice;
      if (change.kind === 'read') return { event: change satisfies ThreadEvent, audience };
      const message = await findMessage(db, change.messageId);
      if (!message || message.threadId !== id) return null;
      const event: ThreadEvent = { kind: 'message', message: toMessage(message) };
      return { event, audience };
    },
  });

  // List notices carry a thread id only: the list is fetched again, through its authorised route.
  hub.registerTopic('client-threads', {
    authorize: async (identity, id) => can(identity, messagePolicy.followList, { id }),
    resolve: async (id, notice) => ({
      event: notice,
      audience: (who) => can(who, messagePolicy.followList, { id }),
    }),
  });
  hub.registerTopic('firm-threads', {
    authorize: async (identity, id) => id === 'all' && isAdmin(identity),
    resolve: async (_id, notice) => ({ event: notice, audience: isAdmin }),
  });
}
