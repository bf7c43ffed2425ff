import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { migrationsFolder } from './migrations-folder';
import { prepareDataDir } from './pglite-data-dir';
import { pgliteStartParams } from './pglite-settings';
import { lockDataDir } from './data-dir-lock';
import { finishInterruptedSwap } from './restore-swap';
import { createPgListener } from './pg-listener';
import { timeQueries, type QueryObserver } from './query-timing';
import { AdvisoryLock } from './advisory-locks';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction, as `db.transaction(async (tx) => ...)` hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** For functions that work alike on their own or inside the caller's transaction. */
export type DbOrTx = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export type NotificationHandler = (payload: string) => void;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up log (no password). */
  location: string;
  /** What opening put right (a restore that had stopped part way), for the start-up log. */
  recovered?: string;
  /** LISTEN on `channel`; resolves to a function that stops listening. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Runs `callback` whenever listening resumes after its connection dropped (notifications sent
   * meanwhile were lost); returns a function that stops it. PGlite, in process, never drops.
   */
  onListenResume(callback: () => void): () => void;
  /** Whether LISTEN's connection is up (PGlite: while open; pg: its own client, reconnecting). */
  listenerConnected(): boolean;
  /** Reports every query's duration to `observer` from now on (one observer: the metrics). */
  observeQueries(observer: QueryObserver): void;
  /** The pg pool's connections (null on PGlite: one connection, in process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** NOTIFY `channel`; call it after the transaction whose change it announces has committed. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export { migrationsFolder };

/**
 * Opens the embedded database in `${dataDir}/pg` (or in memory), applies migrations. An in-memory
 * database may start from `loadDataDir`, a dump of a database already made (tests start from one
 * migrated copy instead of creating and migrating a cluster per file).
 */
export async function openPglite(
  dataDir: string | 'memory',
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const release = dataDir === 'memory' ? () => {} : lockDataDir(dataDir);
  try {
    const location = dataDir === 'memory' ? 'memory://' : path.join(dataDir, 'pg');
    // Before a new cluster could be made where a restore had moved the old one aside.
    const recovered = dataDir === 'memory' ? null : finishInterruptedSwap(location);
    if (dataDir !== 'memory') await prepareDataDir(location);
    const client =
      dataDir === 'memory'
        ? new PGlite({ loadDataDir: options.loadDataDir, startParams: pgliteStartParams })
        : new PGlite(location, { startParams: pgliteStartParams });
    let observer: QueryObserver = () => {};
    const observe = (seconds: number) => observer(seconds);
    timeQueries(client, observe);
    // Drizzle runs a transaction's statements on the object PGlite hands to the callback.
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) =>
      transaction((tx) => {
        timeQueries(tx, observe);
        return callback(tx);
      });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      location,
      ...(recovered ? { recovered } : {}),
      async listen(channel, handler) {
        // PGlite is one in-process connection: a NOTIFY reaches every listener in this process.
        const unlisten = await client.listen(channel, handler);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      onListenResume: () => () => {},
      listenerConnected: () => !client.closed,
      observeQueries: (next) => void (observer = next),
      poolStats: () => null,
      async notify(channel, payload) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        await client.close(); // PGlite checkpoints on close: skipping it risks losing writes
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection lost with the server (restart, network, a forced DROP DATABASE while the pool
  // is ending) must not crash the process: the pool drops it and opens a new one when needed.
  // pg-pool detaches its own listener from a client it is ending, so each client gets one too.
  const ignoreLostConnection = () => {};
  pool.on('error', ignoreLostConnection);
  let observer: QueryObserver = () => {};
  pool.on('connect', (client) => {
    client.on('error', ignoreLostConnection);
    // Every statement, pooled or in a transaction, runs through a pooled client's query.
    timeQueries(client, (seconds) => observer(seconds));
  });
  const db = drizzlePg(pool, { schema });
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [AdvisoryLock.migrations]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockClient
        .query('SELECT pg_advisory_unlock($1)', [AdvisoryLock.migrations])
        .catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const parsed = new URL(url);
  const listener = createPgListener(url);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    location: `postgres://${parsed.host}${parsed.pathname}`,
    listen: listener.listen,
    onListenResume: listener.onResume,
    listenerConnected: listener.connected,
    observeQueries: (next) => void (observer = next),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
