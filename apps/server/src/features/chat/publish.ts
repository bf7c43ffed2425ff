import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import type { Hub } from '../../platform/realtime/hub';
import type { ChatNotice } from './topics';

/** Announces a committed change to the conversation's topic and to the admins' list. */
export async function publishChatNotice(hub: Hub, conversationId: string, notice: ChatNotice) {
  await Promise.all([
    hub.publish(conversationTopic(conversationId), notice),
    hub.publish(ADMIN_CONVERSATIONS_TOPIC, notice),
  ]);
}
