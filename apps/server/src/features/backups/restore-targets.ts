import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { prepareDataDir } from '../../db/pglite-data-dir';
import { finishInterruptedSwap, swapBegun, swapIn } from '../../db/restore-swap';
import { pgliteStartParams } from '../../db/pglite-settings';
import * as schema from '../../db/schema/index';
import type { Manifest } from './manifest';
import { holdsTables, restoreDatabase } from './database-restore';

/** Where a restore puts the database: checked, filled, then made live, or left as it was. */
export type DatabaseTarget = {
  kind: 'pglite' | 'postgres';
  /** Where it is, for the operator (no password). */
  location: string;
  /** What an earlier restore that stopped part way left, and how it was put right (or null). */
  recovered: string | null;
  holdsData(): Promise<boolean>;
  restore(dir: string, manifest: Manifest): Promise<void>;
  /**
   * Makes the restored database the live one (after the files are in place). Once it has begun,
   * the restore counts as made: stopped part way, the next start or restore finishes it.
   */
  commit(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The embedded database in `$DATA_DIR/pg`. The restore builds a new cluster beside it
 * (`pg.restoring`) and swaps it in only at the end (db/restore-swap.ts), so the one it replaces
 * stays whole until then, and a swap cut short is finished or undone before anything opens the
 * folder. The data directory is locked throughout: a running server refuses it, and it refuses a
 * restore while a server runs.
 */
export function pgliteTarget(dataDir: string): DatabaseTarget {
  const release = lockDataDir(dataDir);
  const live = path.join(dataDir, 'pg');
  const restoring = `${live}.restoring`;
  let recovered: string | null;
  try {
    recovered = finishInterruptedSwap(live);
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    location: live,
    recovered,
    holdsData: async () => fs.existsSync(path.join(live, 'PG_VERSION')),
    async restore(dir, manifest) {
      fs.rmSync(restoring, { recursive: true, force: true });
      await prepareDataDir(restoring);
      const client = new PGlite(restoring, { startParams: pgliteStartParams });
      try {
        await restoreDatabase(
          drizzlePglite(client, { schema }) as unknown as Db,
          dir,
          manifest,
          true,
        );
      } finally {
        await client.close();
      }
    },
    commit: async () => swapIn(live),
    async close() {
      // A swap that began and failed is left for the next start or restore to finish.
      if (!swapBegun(live)) fs.rmSync(restoring, { recursive: true, force: true });
      release();
    },
  };
}

/** A PostgreSQL database: the whole restore is one transaction, so a failure changes nothing. */
export function postgresTarget(url: string): DatabaseTarget {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const parsed = new URL(url);
  return {
    kind: 'postgres',
    location: `postgres://${parsed.host}${parsed.pathname}`,
    recovered: null,
    holdsData: () => holdsTables(db),
    async restore(dir, manifest) {
      await restoreDatabase(db, dir, manifest, await holdsTables(db));
    },
    commit: async () => {},
    close: () => pool.end(),
  };
}

export const databaseTarget = (config: Pick<Config, 'databaseUrl' | 'dataDir'>) =>
  config.databaseUrl ? postgresTarget(config.databaseUrl) : pgliteTarget(config.dataDir);
