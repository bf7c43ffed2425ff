import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { createLocalDiskStorage } from '../../platform/storage/local-disk';
import { testConfig } from '../../test/app';
import { createBackup, restoreBackup } from './index';
import { applyMigrations, knownMigrations } from './migrations';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-older-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a backup made before the newest migration', () => {
  it(
    'restores with the newer migrations applied after its rows',
    { timeout: 180_000 },
    async () => {
      // A database as the previous version left it: every migration but the newest.
      const migrations = knownMigrations();
      const older = migrations.slice(0, -1);
      const client = new PGlite();
      const db = drizzle(client, { schema }) as unknown as Db;
      await db.transaction((tx) => applyMigrations(tx, older));
      await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('older-user', 'Ada Older', 'ada@example.com', true, now(), now())`);
      const archive = path.join(work, 'older.tar.gz');
      const keys = { dataDir: path.join(work, 'source'), authSecret: 's'.repeat(43) };
      const storage = createLocalDiskStorage(path.join(work, 'source-uploads'));
      const manifest = await createBackup(
        { database: { db, kind: 'pglite' }, storage, keys },
        archive,
      );
      await client.close();
      expect(manifest.database.lastMigration.name).toBe(older.at(-1)!.name);

      const dataDir = path.join(work, 'target');
      const config = testConfig({ DATA_DIR: dataDir, AUTH_SECRET: keys.authSecret });
      await restoreBackup({ file: archive, config, replace: false, say: () => {} });
      const restored = await openPglite(dataDir);
      try {
        const applied = rowsOf<{ created_at: string }>(
          await restored.db.execute(
            sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
          ),
        ).map((row) => Number(row.created_at));
        expect(applied).toEqual(migrations.map((migration) => migration.createdAt));
        // The restored row is there, and so is the column the newest migration adds.
        const users = rowsOf<{ name: string }>(
          await restored.db.execute(sql`select name from users`),
        );
        expect(users).toEqual([{ name: 'Ada Older' }]);
        const columns = rowsOf<{ n: number }>(
          await restored.db.execute(sql`select count(*)::int as n from information_schema.columns
          where table_name = 'backup_runs' and column_name = 'destination'`),
        );
        expect(columns).toEqual([{ n: 1 }]);
      } finally {
        await restored.close();
      }
    },
  );
});
