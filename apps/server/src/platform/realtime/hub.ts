import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AccessChange } from '../auth/session-cache';
import type { Viewer } from '../authz/viewer';
import { contained } from '../contained';
import type { Bus, BusNotice } from './bus';
import { createSocketAdmission, MAX_TOPICS_PER_SOCKET } from './limits';
import { watchSessionExpiry } from './session-expiry';
import { msg } from '@lexbridge/shared/i18n/message';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';

/**
 * Who holds a socket, fixed at the upgrade, and the session it came with (if signed in): when that
 * session ends (sign-out, revoked, expired) the socket closes with it.
 */
export type RealtimeIdentity = Viewer & { session: { id: string; expiresAt: Date } | null };

/**
 * What an instance itself does on a bus notice of a topic family no socket subscribes to (a cache
 * to refresh, say): `notice` for each notice of the family, `resync` when notices may have been
 * lost (the listening connection came back), so the instance reads afresh.
 */
export type InstanceWatcher = {
  notice(id: string, notice: Record<string, unknown>): void;
  resync(): void;
};

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
  address: string;
  topics: Set<string>;
  /** Turns a `msg()` message into the language of the upgrade request. */
  say: (text: string) => string;
  stopExpiryWatch: () => void;
};

/**
 * The bus topic family that says an account's rights changed (an administrator's role revoked).
 * No socket may subscribe to it: the hub itself closes that account's sockets on every instance,
 * and the browser reconnects, identified afresh, so a lost role stops its live events at once.
 */
const ACCOUNT_PREFIX = 'account';
/** Likewise for one session that ended (signed out or revoked): its sockets close, everywhere. */
const SESSION_PREFIX = 'session';
/** An account changed what a session says of it (password, language, two-factor): no socket closes. */
const ACCESS_PREFIX = 'access';
/** WebSocket close code (private range) for "your rights changed; connect again". */
export const RIGHTS_CHANGED_CLOSE_CODE = REALTIME_CLOSE.rightsChanged;

/** Whose sockets count together against the per-person cap. */
const holderOf = (identity: RealtimeIdentity) =>
  identity.userId ? `user:${identity.userId}` : `visitor:${identity.visitorTokenHash}`;

const splitTopic = (topic: string) => {
  const at = topic.indexOf(':');
  return at < 0 ? null : { prefix: topic.slice(0, at), id: topic.slice(at + 1) };
};

export function createHub(
  bus: Bus,
  log: FastifyBaseLogger,
  /** The session's expiry as stored now (null when it is gone), read when a socket's runs out. */
  sessionExpiry: (sessionId: string) => Promise<Date | null>,
  /**
   * Told of every change to who a session is (session ended, account changed; `all` when notices
   * may have been lost), here at once and on every instance through the bus: caches of sessions
   * forget what it makes stale before anything else happens.
   */
  onAccessChange: (change: AccessChange) => void = () => {},
) {
  const handlers = new Map<string, TopicHandler>();
  const watchers = new Map<string, InstanceWatcher>();
  const subscribers = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();
  const admission = createSocketAdmission();
  const held = new Map<string, Promise<unknown>>();
  /** Frames sent and received since start, and whether the bus listens (for /metrics and readiness). */
  const counts = { sent: 0, received: 0 };
  let listening: 'not started' | 'started' | 'stopped' = 'not started';

  // A socket may close between any two lines here: one that fails to take a frame or a close is
  // logged and left to its own close event, and never stops the others.
  const send = (connection: Connection, frame: unknown) => {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    try {
      connection.socket.send(JSON.stringify(frame));
      counts.sent += 1;
    } catch (error) {
      log.warn({ err: error }, 'could not send on a realtime socket');
    }
  };

  function closeWhere(matches: (connection: Connection) => boolean, code: number, reason: string) {
    for (const connection of connections) {
      if (!matches(connection)) continue;
      try {
        connection.socket.close(code, reason);
      } catch (error) {
        log.warn({ err: error }, 'could not close a realtime socket');
      }
    }
  }

  async function deliver({ topic, notice }: BusNotice) {
    const local = subscribers.get(topic);
    const parts = splitTopic(topic);
    const watcher = parts && watchers.get(parts.prefix);
    if (watcher) return watcher.notice(parts.id, notice);
    if (parts?.prefix === ACCESS_PREFIX) return onAccessChange({ kind: 'account', id: parts.id });
    if (parts?.prefix === ACCOUNT_PREFIX) onAccessChange({ kind: 'account', id: parts.id });
    if (parts?.prefix === SESSION_PREFIX) onAccessChange({ kind: 'session', id: parts.id });
    if (parts?.prefix === ACCOUNT_PREFIX)
      return closeWhere(
        (c) => c.identity.userId === parts.id,
        RIGHTS_CHANGED_CLOSE_CODE,
        'rights changed',
      );
    if (parts?.prefix === SESSION_PREFIX)
      return closeWhere(
        (c) => c.identity.session?.id === parts.id,
        REALTIME_CLOSE.sessionEnded,
        'session ended',
      );
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
    /**
     * Has this instance hear every notice of the `prefix` family itself (on every instance, its
     * own included); no socket can subscribe to that family.
     */
    watch(prefix: string, watcher: InstanceWatcher) {
      watchers.set(prefix, watcher);
    },
    /**
     * Keeps, for two seconds, a result this instance already holds for a notice about to arrive
     * (`key`: say, the message a route is writing here), so the topic's `resolve` takes it from
     * `held` instead of reading the database back.
     */
    hold(key: string, pending: Promise<unknown>) {
      held.set(key, pending);
      setTimeout(() => held.delete(key), 2000).unref();
      return pending;
    },
    held: <T>(key: string) => held.get(key) as Promise<T> | undefined,
    /** The registered topic families (their prefixes), for the access table's test. */
    topicPrefixes: () => [...handlers.keys()],
    publish: (topic: string, notice: Record<string, unknown>) => bus.publish(topic, notice),
    /** After the change has committed: the account's open sockets, on any instance, reconnect. */
    rightsChanged(userId: string) {
      onAccessChange({ kind: 'account', id: userId });
      return bus.publish(`${ACCOUNT_PREFIX}:${userId}`, {});
    },
    /** After a session was deleted (sign-out, revoked): its open sockets, on any instance, close. */
    sessionEnded(sessionId: string) {
      onAccessChange({ kind: 'session', id: sessionId });
      return bus.publish(`${SESSION_PREFIX}:${sessionId}`, {});
    },
    /** After an account changed (password, language, profile): sessions are read afresh, everywhere. */
    accountChanged(userId: string) {
      onAccessChange({ kind: 'account', id: userId });
      return bus.publish(`${ACCESS_PREFIX}:${userId}`, {});
    },
    /** Starts forwarding bus notices to this instance's sockets; resolves to a stop function. */
    async start() {
      const stopListening = await bus.listen((notice) => {
        deliver(notice).catch((error) => log.error({ err: error }, 'realtime delivery failed'));
      });
      // Events published while the bus was down never arrive: every socket fetches what it missed.
      const stopResyncing = bus.onResume(
        contained(log, 'realtime resync failed', () => {
          onAccessChange({ kind: 'all' });
          for (const watcher of watchers.values()) watcher.resync();
          log.warn('realtime notices resumed after a dropped connection; asking sockets to resync');
          for (const [topic, connections] of subscribers)
            for (const connection of connections) send(connection, { type: 'resync', topic });
        }),
      );
      listening = 'started';
      return async () => {
        listening = 'stopped';
        stopResyncing();
        await stopListening();
      };
    },
    /**
     * Whether notices from other instances (and this one's own) reach the sockets: the bus was
     * started and not stopped, and its connection is up (it reconnects by itself when it dropped).
     */
    listenerState(): 'listening' | 'disconnected' | 'not started' | 'stopped' {
      if (listening !== 'started') return listening;
      return bus.connected() ? 'listening' : 'disconnected';
    },
    /** Open sockets, and frames sent to and received from them since start. */
    stats: () => ({ sockets: connections.size, sent: counts.sent, received: counts.received }),
    /** Counts a frame a browser sent (the route reads it). */
    received() {
      counts.received += 1;
    },
    /** The server is stopping: every socket is told to reconnect (1012) to the next process. */
    closeAllForRestart() {
      closeWhere(() => true, REALTIME_CLOSE.serviceRestart, 'server restarting');
    },
    /** Admits a socket, or closes it (tooManySockets) and returns null when a cap is reached. */
    connect(
      socket: WebSocket,
      identity: RealtimeIdentity,
      options: { address: string; say?: (text: string) => string },
    ): Connection | null {
      const refused = admission.admit(holderOf(identity), options.address);
      if (refused) {
        socket.close(REALTIME_CLOSE.tooManySockets, refused);
        return null;
      }
      const close = () => socket.close(REALTIME_CLOSE.sessionEnded, 'session expired');
      const connection: Connection = {
        socket,
        identity,
        address: options.address,
        topics: new Set<string>(),
        say: options.say ?? ((text) => text),
        stopExpiryWatch: identity.session
          ? watchSessionExpiry(identity.session, {
              currentExpiry: sessionExpiry,
              onExpired: close,
              log,
            })
          : () => {},
      };
      connections.add(connection);
      return connection;
    },
    async subscribe(connection: Connection, topic: string) {
      const parts = splitTopic(topic);
      const handler = parts && handlers.get(parts.prefix);
      const refuse = (code: string, text: string) =>
        send(connection, { type: 'error', topic, code, message: connection.say(text) });
      const already = connection.topics.has(topic);
      if (!already && connection.topics.size >= MAX_TOPICS_PER_SOCKET)
        return refuse('TOO_MANY_SUBSCRIPTIONS', msg('errors:chat.tooManySubscriptions'));
      // Holds its place while being authorised, so a burst of subscribes cannot pass the cap.
      connection.topics.add(topic);
      let allowed = false;
      try {
        allowed = handler ? await handler.authorize(connection.identity, parts.id) : false;
      } finally {
        if (!allowed) this.unsubscribe(connection, topic);
      }
      if (!allowed) {
        // An admin without the second factor (not enrolled, or not passed in this session) is told why.
        if (connection.identity.mfaEnrolmentRequired === true)
          return refuse('MFA_ENROLMENT_REQUIRED', msg('errors:auth.mfaEnrolmentRequired'));
        if (connection.identity.secondFactorRequired === true)
          return refuse('SECOND_FACTOR_REQUIRED', msg('errors:auth.secondFactorRequired'));
        return refuse('FORBIDDEN', msg('errors:chat.followForbidden'));
      }
      if (!connections.has(connection)) return; // closed while being authorised
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
      if (!connections.delete(connection)) return;
      connection.stopExpiryWatch();
      admission.release(holderOf(connection.identity), connection.address);
      for (const topic of [...connection.topics]) this.unsubscribe(connection, topic);
    },
    send,
  };
}

export type Hub = ReturnType<typeof createHub>;
export type { Connection as RealtimeConnection };
