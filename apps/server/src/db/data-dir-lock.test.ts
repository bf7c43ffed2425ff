import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a second database on the same DATA_DIR with a message that says so', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dir)).rejects.toThrow(/already using the data directory/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dir); // released on close
    await again.close();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'lexbridge.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'lexbridge.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'lexbridge.lock'))).toBe(false);
  });
});
