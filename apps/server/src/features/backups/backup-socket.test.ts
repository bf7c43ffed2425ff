import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../db/data-dir-lock';
import { buildTestApp, type TestApp } from '../../test/app';
import { createClient } from '../../test/factories';
import { openForBackup, serveBackups } from './index';

let t: TestApp;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-backup-socket-'));
beforeAll(async () => {
  t = await buildTestApp();
  await createClient(t, 'socket@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm run backup while a server holds the embedded database', () => {
  it('has the running server write the archive, through the socket in its data directory', async () => {
    // This process plays the running server: it holds the data directory's lock and serves.
    const dataDir = path.join(work, 'data');
    const release = lockDataDir(dataDir);
    const stop = serveBackups(
      { database: t.database, storage: t.app.deps.storage, keys: t.config },
      dataDir,
    );
    try {
      const runner = openForBackup({ ...t.config, databaseUrl: undefined, dataDir });
      const file = path.join(work, 'asked.tar.gz');
      const manifest = await runner.backup(file);
      await runner.close();
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      expect(manifest.tables.find((table) => table.table === 'users')?.rows).toBe(1);
      // A request the server cannot use (a relative path) is answered with a refusal.
      await expect(
        openForBackup({ ...t.config, databaseUrl: undefined, dataDir }).backup('relative.tar.gz'),
      ).rejects.toThrow(/not understood/);
    } finally {
      await stop();
      release();
    }
    expect(fs.existsSync(path.join(dataDir, 'backup.sock'))).toBe(false);
  });
});
