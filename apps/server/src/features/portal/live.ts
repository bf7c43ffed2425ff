import { clientTopic, type ClientEvent } from '@lexbridge/shared/schemas/client-topic';
import { can } from '../../platform/authz/authorize';
import type { Hub } from '../../platform/realtime/hub';
import { portalPolicy } from './policy';

/**
 * `client:<userId>`: the live changes of one client's matters and appointments. Subscribing is
 * checked against the policy, and so is every event, per socket. A notice names what changed by
 * id only; the browser reads it again through the API.
 */
export function registerClientTopic(hub: Hub) {
  hub.registerTopic('client', {
    authorize: async (identity, id) => id !== '' && can(identity, portalPolicy.follow, { id }),
    async resolve(id, notice) {
      const event = notice as ClientEvent;
      if (event.kind !== 'matter' && event.kind !== 'appointment') return null;
      return {
        event: { kind: event.kind, id: event.id } satisfies ClientEvent,
        audience: (identity) => can(identity, portalPolicy.follow, { id }),
      };
    },
  });
}

/** Announces a committed change of a client's matter or appointment to their open portal. */
export async function publishClientChange(hub: Hub, clientId: string, event: ClientEvent) {
  await hub.publish(clientTopic(clientId), event);
}
