import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock';
import { pgliteStartParams } from '../../db/pglite-settings';
import * as schema from '../../db/schema/index';
import { createFileStorage } from '../../platform/storage/create';
import { requestBackup } from './backup-socket';
import { createBackup } from './create-backup';
import type { Manifest } from './manifest';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 's3' | 'encryptionKey' | 'authSecret'>;
export type BackupRunner = { backup(file: string): Promise<Manifest>; close(): Promise<void> };

async function backupWith(config: BackupConfig, db: Db, kind: 'pglite' | 'postgres', file: string) {
  const storage = await createFileStorage(config);
  try {
    return await createBackup({ database: { db, kind }, storage, keys: config }, file);
  } finally {
    storage.close?.();
  }
}

/**
 * What `npm run backup` backs up from: PostgreSQL through its own connection; the embedded
 * database directly when no server runs, else through the running server (backup-socket.ts).
 * Neither applies migrations: a backup changes nothing.
 */
export function openForBackup(config: BackupConfig): BackupRunner {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { backup: (file) => backupWith(config, db, 'postgres', file), close: () => pool.end() };
  }
  let release: (() => void) | undefined;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { backup: (file) => requestBackup(config.dataDir, file), close: async () => {} };
  }
  const location = path.join(config.dataDir, 'pg');
  return {
    async backup(file) {
      if (!fs.existsSync(path.join(location, 'PG_VERSION')))
        throw new Error(`There is no embedded database in ${config.dataDir} to back up.`);
      const client = new PGlite(location, { startParams: pgliteStartParams });
      try {
        return await backupWith(
          config,
          drizzlePglite(client, { schema }) as unknown as Db,
          'pglite',
          file,
        );
      } finally {
        await client.close();
      }
    },
    close: async () => release?.(),
  };
}
