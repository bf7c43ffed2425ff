import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

const CHANNEL = 'lexbridge_realtime';

/** What travels through NOTIFY: a topic and a small notice (ids, never message bodies). */
export type BusNotice = { topic: string; notice: Record<string, unknown> };

/**
 * The NOTIFY of a notice, as an expression to put in the statement that makes the change (a
 * message insert's `select`): PostgreSQL delivers a NOTIFY when its transaction commits and drops
 * it on rollback, so listeners never hear of a change they cannot read, and the change and its
 * announcement cost one round trip. `notice` is a SQL json value (it may name columns).
 */
export const notifySql = (topic: string, notice: SQL) =>
  sql`pg_notify(${CHANNEL}, json_build_object('topic', ${topic}::text, 'notice', ${notice})::text)`;

/**
 * Fan-out between server instances through Postgres LISTEN/NOTIFY: every instance (PGlite: the
 * one process) hears every notice and forwards it to its own sockets. Publish only after the
 * change has committed, so a listener that reads the database finds it.
 */
export function createBus(database: Database, log: FastifyBaseLogger) {
  return {
    async publish(topic: string, notice: Record<string, unknown>) {
      try {
        await database.notify(CHANNEL, JSON.stringify({ topic, notice } satisfies BusNotice));
      } catch (error) {
        // The write succeeded; a browser that missed this event catches up when it reconnects.
        log.error({ err: error, topic }, 'realtime publish failed');
      }
    },
    /** Whether the listening connection is up now (it reconnects by itself when it drops). */
    connected: () => database.listenerConnected(),
    /** Runs `callback` when notices may have been lost (the listening connection came back). */
    onResume: (callback: () => void) => database.onListenResume(callback),
    listen(handler: (notice: BusNotice) => void) {
      return database.listen(CHANNEL, (payload) => {
        try {
          handler(JSON.parse(payload) as BusNotice);
        } catch (error) {
          log.error({ err: error }, 'unreadable realtime notice');
        }
      });
    },
  };
}

export type Bus = ReturnType<typeof createBus>;
