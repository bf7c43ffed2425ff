import { clientTopic, type ClientEvent } from '@lexbridge/shared/schemas/client-topic';
import type { Hub } from './hub';

/**
 * Announces a committed change of a client's matter, appointment or invoice to their open portal.
 * Three features change these, so the announcement is platform's; the portal feature's
 * `client:<userId>` topic decides who hears it.
 */
export async function publishClientChange(hub: Hub, clientId: string, event: ClientEvent) {
  await hub.publish(clientTopic(clientId), event);
}
