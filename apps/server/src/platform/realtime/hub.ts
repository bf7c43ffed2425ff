import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Viewer } from '../authz/viewer';
import type { Bus, BusNotice } from './bus';
import { msg } from '@lexbridge/shared/i18n/message';

/** Who holds a socket, fixed at the upgrade. */
export type RealtimeIdentity = Viewer;

/**
 * A family of topics (`<prefix>:<id>`). `authorize` runs on every subscribe; `resolve` turns a bus
 * notice into the event to send plus the rule that decides, per socket, whether it may see it.
 */
export type TopicHandler = {
  authorize(identity: RealtimeIdentity, id: string): Promise<boolean>;
  resolve(
    id: string,
    notice: Record<string, unknown>,
  ): Promise<{ event: unknown; audience: (identity: RealtimeIdentity) => boolean } | null>;
};

type Connection = {
  socket: WebSocket;
  identity: RealtimeIdentity;
  topics: Set<string>;
  /** Turns a `msg()` message into the language of the upgrade request. */
  say: (text: string) => string;
};

/**
 * The bus topic family that says an account's rights changed (an administrator's role revoked).
 * No socket may subscribe to it: the hub itself closes that account's sockets on every instance,
 * and the browser reconnects, identified afresh, so a lost role stops its live events at once.
 */
const ACCOUNT_PREFIX = 'account';
/** WebSocket close code (private range) for "your rights changed; connect again". */
export const RIGHTS_CHANGED_CLOSE_CODE = 4001;

const splitTopic = (topic: string) => {
  const at = topic.indexOf(':');
  return at < 0 ? null : { prefix: topic.slice(0, at), id: topic.slice(at + 1) };
};

export function createHub(bus: Bus, log: FastifyBaseLogger) {
  const handlers = new Map<string, TopicHandler>();
  const subscribers = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();

  const send = (connection: Connection, frame: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.send(JSON.stringify(frame));
  };

  function closeSocketsOf(userId: string) {
    for (const connection of connections)
      if (connection.identity.userId === userId)
        connection.socket.close(RIGHTS_CHANGED_CLOSE_CODE, 'rights changed');
  }

  async function deliver({ topic, notice }: BusNotice) {
    const local = subscribers.get(topic);
    const parts = splitTopic(topic);
    if (parts?.prefix === ACCOUNT_PREFIX) return closeSocketsOf(parts.id);
    const handler = parts && handlers.get(parts.prefix);
    if (!local || local.size === 0 || !parts || !handler) return; // nobody here is listening
    const resolved = await handler.resolve(parts.id, notice);
    if (!resolved) return;
    for (const connection of local) {
      // Checked per event, not only at subscribe: a deleted conversation reaches nobody but admins.
      if (resolved.audience(connection.identity))
        send(connection, { type: 'event', topic, event: resolved.event });
    }
  }

  return {
    registerTopic(prefix: string, handler: TopicHandler) {
      handlers.set(prefix, handler);
    },
    /** The registered topic families (their prefixes), for the access table's test. */
    topicPrefixes: () => [...handlers.keys()],
    publish: (topic: string, notice: Record<string, unknown>) => bus.publish(topic, notice),
    /** After the change has committed: the account's open sockets, on any instance, reconnect. */
    rightsChanged: (userId: string) => bus.publish(`${ACCOUNT_PREFIX}:${userId}`, {}),
    /** Starts forwarding bus notices to this instance's sockets; resolves to a stop function. */
    async start() {
      const stopListening = await bus.listen((notice) => {
        deliver(notice).catch((error) => log.error({ err: error }, 'realtime delivery failed'));
      });
      // Events published while the bus was down never arrive: every socket fetches what it missed.
      const stopResyncing = bus.onResume(() => {
        log.warn('realtime notices resumed after a dropped connection; asking sockets to resync');
        for (const [topic, connections] of subscribers)
          for (const connection of connections) send(connection, { type: 'resync', topic });
      });
      return async () => {
        stopResyncing();
        await stopListening();
      };
    },
    connect(
      socket: WebSocket,
      identity: RealtimeIdentity,
      say: (text: string) => string = (text) => text,
    ): Connection {
      const connection = { socket, identity, topics: new Set<string>(), say };
      connections.add(connection);
      return connection;
    },
    async subscribe(connection: Connection, topic: string) {
      const parts = splitTopic(topic);
      const handler = parts && handlers.get(parts.prefix);
      const allowed = handler ? await handler.authorize(connection.identity, parts.id) : false;
      if (!allowed) {
        // An admin who has not enrolled a second factor is told why, so the app can send them there.
        const enrol = connection.identity.mfaEnrolmentRequired === true;
        send(connection, {
          type: 'error',
          topic,
          code: enrol ? 'MFA_ENROLMENT_REQUIRED' : 'FORBIDDEN',
          message: connection.say(
            msg(enrol ? 'errors:auth.mfaEnrolmentRequired' : 'errors:chat.followForbidden'),
          ),
        });
        return;
      }
      connection.topics.add(topic);
      const set = subscribers.get(topic) ?? new Set();
      set.add(connection);
      subscribers.set(topic, set);
      send(connection, { type: 'subscribed', topic });
    },
    unsubscribe(connection: Connection, topic: string) {
      connection.topics.delete(topic);
      const set = subscribers.get(topic);
      set?.delete(connection);
      if (set && set.size === 0) subscribers.delete(topic);
    },
    disconnect(connection: Connection) {
      connections.delete(connection);
      for (const topic of [...connection.topics]) this.unsubscribe(connection, topic);
    },
    send,
  };
}

export type Hub = ReturnType<typeof createHub>;
export type { Connection as RealtimeConnection };
