import pg from 'pg';
import type { NotificationHandler } from './client';

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own: a pooled one would be handed to other queries and its
 * notifications lost. One client per process, opened on the first `listen`, re-opened (and every
 * channel listened to again) when the connection drops, retrying until the server is back.
 * Notifications sent while it was down are gone, so `onResume` callbacks run after a reconnect.
 */
export function createPgListener(url: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const resumeHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('The listener was closed while it connected.');
    }
    client = next;
    return next;
  }

  function reconnectLater() {
    const timer = setTimeout(() => {
      if (closed) return;
      connect().then(() => {
        for (const resume of resumeHandlers) resume();
      }, reconnectLater);
    }, RECONNECT_DELAY_MS);
    timer.unref();
  }

  function drop(lost: pg.Client) {
    if (client !== lost || closed) return;
    client = null;
    reconnectLater();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = null));
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler) {
      const existing = handlers.get(channel);
      if (existing) existing.add(handler);
      else handlers.set(channel, new Set([handler]));
      const active = await connect();
      if (!existing) await active.query(`LISTEN ${quote(channel)}`);
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set && set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        }
      };
    },
    /** Connected and listening now (false while it reconnects, and once closed). */
    connected: () => client !== null && !closed,
    onResume(callback: () => void) {
      resumeHandlers.add(callback);
      return () => void resumeHandlers.delete(callback);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
