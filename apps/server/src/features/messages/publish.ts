import {
  clientThreadsTopic,
  FIRM_THREADS_TOPIC,
  threadTopic,
  type MessageSenderType,
  type ThreadListEvent,
} from '@lexbridge/shared/schemas/messages';
import type { Hub } from '../../platform/realtime/hub';
import type { ThreadNotice } from './topics';

/**
 * Announces a committed change of a thread: on its own topic, and to the thread lists whose
 * order or unread counts it changes (both sides' by default; a read mark only the reader's side).
 * Notices carry ids only; each instance reads the rest from the database.
 */
export async function publishThreadChange(
  hub: Hub,
  thread: { id: string; clientId: string },
  notice: ThreadNotice,
  lists: 'both' | MessageSenderType = 'both',
) {
  const changed: ThreadListEvent = { kind: 'threads', threadId: thread.id };
  await Promise.all([
    hub.publish(threadTopic(thread.id), notice),
    lists !== 'admin' ? hub.publish(clientThreadsTopic(thread.clientId), changed) : null,
    lists !== 'client' ? hub.publish(FIRM_THREADS_TOPIC, changed) : null,
  ]);
}
