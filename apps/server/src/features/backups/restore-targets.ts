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
import { pgliteStartParams } from '../../db/pglite-settings';
import * as schema from '../../db/schema/index';
import type { Manifest } from './manifest';
import { holdsTables, restoreDatabase } from './database-restore';

/** Where a restore puts the database: checked, filled, then made live, or left as it was. */
export type DatabaseTarget = {
  kind: 'pglite' | 'postgres';
  /** Where it is, for the operator (no password). */
  location: string;
  holdsData(): Promise<boolean>;
  restore(dir: string, manifest: Manifest): Promise<void>;
  /** Makes the restored database the live one (after the files are in place too). */
  commit(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The embedded database in `$DATA_DIR/pg`. The restore builds a new cluster beside it
 * (`pg.restoring`) and renames it into place only at the end, so the one it replaces stays whole
 * until then. The data directory is locked throughout: a running server refuses it, and it
 * refuses a restore while a server runs.
 */
export function pgliteTarget(dataDir: string): DatabaseTarget {
  const release = lockDataDir(dataDir);
  const live = path.join(dataDir, 'pg');
  const restoring = `${live}.restoring`;
  return {
    kind: 'pglite',
    location: live,
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
    async commit() {
      const replaced = `${live}.replaced`;
      fs.rmSync(replaced, { recursive: true, force: true });
      if (fs.existsSync(live)) fs.renameSync(live, replaced);
      fs.renameSync(restoring, live);
      fs.rmSync(replaced, { recursive: true, force: true });
    },
    async close() {
      fs.rmSync(restoring, { recursive: true, force: true });
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
