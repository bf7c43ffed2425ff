import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { users } from '../db/schema/index';
import { buildTestApp } from '../test/app';
import { createClient } from '../test/factories';
import { runScript } from '../test/spawn';

// Real processes on an embedded data directory with no server running (tsx compiles on start).
describe('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-cli-backup-'));
  const source = path.join(work, 'source');
  const target = path.join(work, 'target');
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('back up a stopped embedded server and restore it elsewhere, saying what they do', async () => {
    const t = await buildTestApp({
      database: await openPglite(source),
      env: { DATA_DIR: source, AUTH_SECRET: '' },
    });
    await createClient(t, 'cli-backup@example.com');
    await t.close();

    const backup = await runScript('src/cli/backup.ts', [], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Backup written to .*lexbridge-.*\.tar\.gz/);
    expect(backup.stdout).toContain(
      'The encryption key and the auth secret are NOT in the archive',
    );
    const [archive] = fs.readdirSync(path.join(source, 'backups'));

    const file = path.join(source, 'backups', archive!);
    const refused = await runScript('src/cli/restore.ts', [file], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('There is no encryption key here.');
    expect(refused.stderr).toContain('Nothing was restored.');

    for (const name of ['encryption.key', 'auth.secret']) {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      fs.copyFileSync(path.join(source, name), path.join(target, name));
    }
    const restored = await runScript('src/cli/restore.ts', [file], { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restored the backup of');
    const restoredDb = await openPglite(target);
    try {
      const emails = (await restoredDb.db.select().from(users)).map((user) => user.email);
      expect(emails).toEqual(['cli-backup@example.com']);
    } finally {
      await restoredDb.close();
    }

    const again = await runScript('src/cli/restore.ts', [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds data');
  });
});
