import type { ClientEvent } from '@lexbridge/shared/schemas/client-topic';
import { can } from '../../platform/authz/authorize';
import type { Hub } from '../../platform/realtime/hub';
import { portalPolicy } from './policy';

const clientEventKinds: ClientEvent['kind'][] = ['matter', 'appointment', 'invoice'];

/**
 * `client:<userId>`: the live changes of one client's matters, appointments and invoices. Subscribing is
 * checked against the policy, and so is every event, per socket. A notice names what changed by
 * id only; the browser reads it again through the API.
 */
export function registerClientTopic(hub: Hub) {
  hub.registerTopic('client', {
    authorize: async (identity, id) => id !== '' && can(identity, portalPolicy.follow, { id }),
    async resolve(id, notice) {
      const event = notice as ClientEvent;
      if (!clientEventKinds.includes(event.kind)) return null;
      return {
        event: { kind: event.kind, id: event.id } satisfies ClientEvent,
        audience: (identity) => can(identity, portalPolicy.follow, { id }),
      };
    },
  });
}
